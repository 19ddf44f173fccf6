/**
 * The modality's PDFs (PDF links): the whole sheet, the registration certificate and the
 * offices. They show what the detail screen shows: the modality as the repository reads it (only the
 * requirements the public sees) and the display rules of packages/contract.
 */
import { asiEstabaInscrito } from '@rnt/contract/historial';
import type { ContactoOficina, Modalidad, Requisito } from '@rnt/contract/modalidad';
import {
  durationText,
  feeDisplay,
  modalityStateLabel,
  phoneText,
  requirementsOfTable,
  scheduleText,
  validityText,
  yesNo,
} from '@rnt/contract/modalidad-rules';
import QRCode from 'qrcode';
import { fechaLarga } from './official-documents';
import { drawField, drawHeader, renderPdf, type Pdf } from './pdf';
import { modalidadPagePath } from '@rnt/contract/page-paths';

/** Font sizes of a sheet, scaled down a little when the sheet would end with a near-empty page. */
interface Sizes {
  body: number;
  small: number;
  note: number;
  section: number;
  gap: number;
}
const sizesAt = (scale: number): Sizes => ({
  body: 11 * scale,
  small: 10 * scale,
  note: 9 * scale,
  section: 13 * scale,
  gap: scale,
});
const NORMAL = sizesAt(1);

/** Today in El Salvador (YYYY-MM-DD): the date a document is generated or a certificate issued. */
export { hoyEnElSalvador } from '@rnt/contract/historial';

/** The modality page's public address (on PUBLIC_URL, never on a request's Host). */
export function modalidadPageUrl(publicUrl: string, m: Pick<Modalidad, 'id' | 'tramite_id'>): string {
  return `${publicUrl.replace(/\/+$/, '')}${modalidadPagePath(m.tramite_id, m.id)}`;
}

function drawSection(doc: Pdf, title: string, z: Sizes = NORMAL): void {
  doc.moveDown(z.gap);
  // A heading never ends a page: it moves to the next one with the first lines of its section.
  if (doc.y + z.section * 4 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.font('Helvetica-Bold').fontSize(z.section).fillColor('#1c3d6e').text(title);
  doc.moveDown(0.3 * z.gap);
  doc.font('Helvetica').fontSize(z.body).fillColor('#000');
}

/** A field followed, when the institution or the evaluator commented on it, by that comment. */
function drawFieldWithComment(
  doc: Pdf,
  label: string,
  value: string | null,
  comentario: string | null,
  z: Sizes = NORMAL,
): void {
  drawField(doc, label, value);
  if (comentario)
    doc
      .fontSize(z.note)
      .fillColor('#444')
      .text(`Comentario: ${comentario}`)
      .fontSize(z.body)
      .fillColor('#000');
}

/** A paragraph indented as a block (pdfkit's `indent` moves only its first line). */
function indented(doc: Pdf, text: string, by: number): void {
  const left = doc.page.margins.left;
  doc.text(text, left + by, doc.y, { width: doc.page.width - left - doc.page.margins.right - by });
  doc.x = left;
}

function drawRequirements(doc: Pdf, requisitos: Requisito[], z: Sizes = NORMAL): void {
  if (requisitos.length === 0) {
    doc.text('Sin requisitos.');
    return;
  }
  requisitos.forEach((r, i) => {
    doc.font('Helvetica-Bold').text(`${i + 1}. ${r.nombre}`);
    doc.font('Helvetica').fontSize(z.small);
    indented(doc, `Tipo: ${r.tipo_requisito.nombre}`, 14);
    if (r.descripcion) indented(doc, r.descripcion, 14);
    if (r.condiciones_presentacion) indented(doc, `Presentación: ${r.condiciones_presentacion}`, 14);
    for (const s of r.sub_requisitos)
      indented(doc, `• ${s.nombre}${s.descripcion ? `: ${s.descripcion}` : ''}`, 28);
    doc.fontSize(z.body).moveDown(0.3 * z.gap);
  });
}

function drawOffices(doc: Pdf, contactos: ContactoOficina[], z: Sizes = NORMAL): void {
  if (contactos.length === 0) {
    doc.text('Sin oficinas registradas.');
    return;
  }
  for (const c of contactos) {
    const o = c.oficina;
    doc.font('Helvetica-Bold').text(o.nombre).font('Helvetica');
    drawField(doc, 'Dirección', o.direccion);
    if (o.latitud != null && o.longitud != null) drawField(doc, 'Coordenadas', `${o.latitud}, ${o.longitud}`);
    drawField(doc, 'Contacto', c.nombres);
    drawField(doc, 'Correo', c.correos);
    drawField(
      doc,
      'Teléfonos',
      c.telefonos.map((t) => phoneText(t) + (t.comentario ? ` (${t.comentario})` : '')).join('; '),
    );
    drawField(doc, 'Horario', o.horarios.map(scheduleText).join('; '));
    doc.moveDown(0.5 * z.gap);
  }
}

function footer(doc: Pdf, z: Sizes = NORMAL): void {
  doc
    .moveDown(z.gap)
    .fontSize(8)
    .fillColor('#555')
    .text('Generado por el portal del Registro Nacional de Trámites a partir de la información registrada.');
}

export interface SheetContext {
  /** The modality page's address (modalidadPageUrl). */
  url: string;
  /** YYYY-MM-DD (hoyEnElSalvador). */
  generadoEl: string;
  /** YYYY-MM-DD: the sheet shows the modality as registered at the end of that day (`?fecha`). */
  inscritoEl?: string;
}

/** A page holding less than this share of its height, after the first, is "near-empty". */
export const NEAR_EMPTY_SHARE = 0.15;
/** Scales tried in turn until the sheet does not end with a near-empty page. */
const SHEET_SCALES = [1, 0.93, 0.86];

/**
 * The whole modality sheet: everything the detail screen shows, its generation date and the page's
 * address. A sheet whose last page would hold only a few lines is laid out again a little tighter.
 */
export async function renderModalidadSheet(m: Modalidad, context: SheetContext): Promise<Buffer> {
  let pdf: Buffer | undefined;
  for (const scale of SHEET_SCALES) {
    let pages = 1;
    let lastPageShare = 1;
    pdf = await renderPdf(`Ficha de la modalidad: ${m.nombre}`, (doc) => {
      doc.on('pageAdded', () => pages++);
      drawSheet(doc, m, context, sizesAt(scale));
      const usable = doc.page.height - doc.page.margins.top - doc.page.margins.bottom;
      lastPageShare = (doc.y - doc.page.margins.top) / usable;
    });
    if (pages === 1 || lastPageShare >= NEAR_EMPTY_SHARE) break;
  }
  return pdf!;
}

function drawSheet(doc: Pdf, m: Modalidad, context: SheetContext, z: Sizes): void {
  drawHeader(doc, m.nombre, `Trámite: ${m.nombre_tramite}`);
  doc
    .fontSize(z.note)
    .fillColor('#444')
    .text(`Ficha generada el ${fechaLarga(context.generadoEl)}. Versión en línea: `, { continued: true })
    .fillColor('#1c3d6e')
    .text(context.url, { link: context.url, underline: true })
    .moveDown(0.5 * z.gap);
  if (context.inscritoEl)
    doc
      .fontSize(z.body)
      .fillColor('#7a4b00')
      .text(`${asiEstabaInscrito(context.inscritoEl)}; puede haber cambiado desde entonces.`)
      .moveDown(0.5 * z.gap);
  doc.fillColor('#000').fontSize(z.body);
  drawField(doc, 'Institución', m.nombre_institucion);
  drawField(doc, 'Unidad', m.nombre_unidad);
  drawField(doc, 'Estado', modalityStateLabel(m.estado_id));
  drawField(doc, 'Clasificación del trámite', m.clasificacion_tramite?.nombre);

  drawSection(doc, 'Más información', z);
  drawFieldWithComment(doc, 'Descripción', m.descripcion, m.comentario_descripcion, z);
  drawFieldWithComment(doc, 'Periodicidad', m.periodicidad?.nombre ?? null, m.comentario_periodicidad, z);
  drawFieldWithComment(doc, 'Vigencia', validityText(m), m.comentarios_vigencia, z);
  drawFieldWithComment(
    doc,
    'Formas de presentación',
    m.medios_presentacion.map((x) => x.nombre).join(', ') || null,
    m.comentario_medios_presentacion,
    z,
  );
  drawFieldWithComment(
    doc,
    'Nivel de digitalización',
    m.niveles_digitalizacion.map((x) => x.nombre).join(', ') || 'Sin digitalización',
    m.comentario_niveles_digitalizacion,
    z,
  );
  const fee = feeDisplay(m);
  drawField(doc, 'Tipo de tarifa', fee.tipo);
  drawFieldWithComment(
    doc,
    'Costo',
    fee.costo ?? m.detalle_tarifa_variable ?? 'Según detalle de la tarifa',
    m.comentario_costo_tramite,
    z,
  );
  drawFieldWithComment(
    doc,
    'Tercero autorizado',
    yesNo(m.tercero_autorizado),
    m.comentario_tercero_autorizado,
    z,
  );
  drawField(
    doc,
    'Tiempo de respuesta efectivo',
    durationText(m.tiempo_promedio_valor, m.tiempo_promedio_unidad_tiempo, m.tiempo_promedio_tipo_dias),
  );
  drawFieldWithComment(
    doc,
    'Plazo legal de respuesta',
    durationText(m.plazo_legal_valor, m.plazo_legal_unidad_tiempo),
    m.comentario_plazo_legal,
    z,
  );
  drawField(doc, 'Dónde realizarlo', m.donde_realizar);
  if (m.comentario) drawField(doc, 'Comentario', m.comentario);

  drawSection(doc, 'Requisitos que forman parte de la solicitud', z);
  drawRequirements(doc, requirementsOfTable(m.requisitos, true), z);
  drawSection(doc, 'Otros requisitos', z);
  drawRequirements(doc, requirementsOfTable(m.requisitos, false), z);
  drawSection(doc, 'Oficinas y medios de contacto', z);
  drawOffices(doc, m.contactos_oficinas, z);
  footer(doc, z);
}

export function registrationNumber(id: number): string {
  return `RNT-${String(id).padStart(6, '0')}`;
}

export interface CertificateContext {
  /** Verification code (repositories/certificados.ts). */
  codigo: string;
  /** `${PUBLIC_URL}/verificar/{codigo}`. */
  url: string;
  /** YYYY-MM-DD, the issue day. */
  emitidoEl: string;
}

/** "Inscrito", and the registry's own name of the state only when it says something more. */
export function certificateStateText(m: Pick<Modalidad, 'estado_id' | 'estado'>): string {
  const label = modalityStateLabel(m.estado_id);
  const nombre = m.estado.nombre.trim();
  return nombre && nombre.toLocaleLowerCase('es') !== label.toLocaleLowerCase('es')
    ? `${label} (${nombre})`
    : label;
}

const QR_SIZE = 112;

/**
 * The registration certificate (only for states 11 and 13; the route checks): its issue date, the
 * registration date and state, and the verification code, address and QR code.
 */
export async function renderCertificate(m: Modalidad, context: CertificateContext): Promise<Buffer> {
  const qr = await QRCode.toBuffer(context.url, { errorCorrectionLevel: 'M', margin: 2, scale: 6 });
  return renderPdf(`Certificado de inscripción ${registrationNumber(m.id)}`, (doc) => {
    drawHeader(doc, 'Certificado de inscripción', `Número de inscripción: ${registrationNumber(m.id)}`);
    doc.text(
      `El Organismo de Mejora Regulatoria certifica que la modalidad «${m.nombre}» del trámite «${m.nombre_tramite}», ` +
        `a cargo de ${m.nombre_institucion} (${m.nombre_unidad}), se encuentra inscrita en el Registro Nacional de Trámites.`,
      { align: 'justify' },
    );
    doc.moveDown();
    drawField(doc, 'Modalidad', m.nombre);
    drawField(doc, 'Estado', certificateStateText(m));
    drawField(doc, 'Fecha de inscripción', fechaLarga(m.fecha_inscripcion));
    drawField(doc, 'Fecha de emisión del certificado', fechaLarga(context.emitidoEl));

    // The verification block: the QR code, and the same address and code as text for who types them.
    doc.moveDown();
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const top = doc.y;
    doc
      .rect(left, top, width, QR_SIZE + 16)
      .strokeColor('#1c3d6e')
      .stroke();
    doc.image(qr, left + 8, top + 8, { width: QR_SIZE, height: QR_SIZE });
    const textLeft = left + QR_SIZE + 24;
    const textWidth = width - QR_SIZE - 32;
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor('#1c3d6e')
      .text('Verifique este certificado', textLeft, top + 12, { width: textWidth });
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#000')
      .text(
        'Escanee el código QR o abra la dirección siguiente para comprobar, en el registro, que la modalidad sigue inscrita como dice este certificado.',
        { width: textWidth },
      )
      .moveDown(0.4);
    doc.font('Helvetica-Bold').text(`Código de verificación: ${context.codigo}`, { width: textWidth });
    doc
      .font('Helvetica')
      .fillColor('#1c3d6e')
      .text(context.url, { width: textWidth, link: context.url, underline: true });
    doc
      .fillColor('#000')
      .fontSize(11)
      .text('', left, top + QR_SIZE + 28, { width });

    drawSection(doc, 'Requisitos inscritos');
    const inscritos = [
      ...requirementsOfTable(m.requisitos, true),
      ...requirementsOfTable(m.requisitos, false),
    ];
    inscritos.forEach((r, i) => doc.text(`${i + 1}. ${r.nombre}`));
    footer(doc);
  });
}

/** The offices and contact means of the modality. */
export function renderOffices(m: Modalidad): Promise<Buffer> {
  return renderPdf(`Oficinas y medios de contacto: ${m.nombre}`, (doc) => {
    drawHeader(doc, 'Oficinas y medios de contacto', m.nombre);
    drawField(doc, 'Institución', m.nombre_institucion);
    drawField(doc, 'Unidad', m.nombre_unidad);
    drawSection(doc, 'Oficinas');
    drawOffices(doc, m.contactos_oficinas);
    footer(doc);
  });
}
