/**
 * The modality's PDFs (spec §7 "PDF links"): the whole sheet, the registration certificate and the
 * offices. They show what the detail screen shows: the modality as the repository reads it (only the
 * requirements the public sees) and the display rules of packages/contract.
 */
import type { ContactoOficina, Modalidad, Requisito } from '@rnt/contract/modalidad';
import {
  displayDate,
  durationText,
  feeDisplay,
  modalityStateLabel,
  phoneText,
  requirementsOfTable,
  scheduleText,
  validityText,
  yesNo,
} from '@rnt/contract/modalidad-rules';
import { drawField, drawHeader, renderPdf, type Pdf } from './pdf';

function drawSection(doc: Pdf, title: string): void {
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(13).fillColor('#1c3d6e').text(title);
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(11).fillColor('#000');
}

/** A field followed, when the institution or the evaluator commented on it, by that comment. */
function drawFieldWithComment(
  doc: Pdf,
  label: string,
  value: string | null,
  comentario: string | null,
): void {
  drawField(doc, label, value);
  if (comentario)
    doc.fontSize(9).fillColor('#444').text(`Comentario: ${comentario}`).fontSize(11).fillColor('#000');
}

function drawRequirements(doc: Pdf, requisitos: Requisito[]): void {
  if (requisitos.length === 0) {
    doc.text('Sin requisitos.');
    return;
  }
  requisitos.forEach((r, i) => {
    doc.font('Helvetica-Bold').text(`${i + 1}. ${r.nombre}`);
    doc.font('Helvetica').fontSize(10);
    doc.text(`Tipo: ${r.tipo_requisito.nombre}`, { indent: 14 });
    if (r.descripcion) doc.text(r.descripcion, { indent: 14 });
    if (r.condiciones_presentacion) doc.text(`Presentación: ${r.condiciones_presentacion}`, { indent: 14 });
    for (const s of r.sub_requisitos)
      doc.text(`• ${s.nombre}${s.descripcion ? `: ${s.descripcion}` : ''}`, { indent: 28 });
    doc.fontSize(11).moveDown(0.3);
  });
}

function drawOffices(doc: Pdf, contactos: ContactoOficina[]): void {
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
    doc.moveDown(0.5);
  }
}

function footer(doc: Pdf): void {
  doc
    .moveDown()
    .fontSize(8)
    .fillColor('#555')
    .text('Generado por el portal del Registro Nacional de Trámites a partir de la información registrada.');
}

/** The whole modality sheet: everything the detail screen shows. */
export function renderModalidadSheet(m: Modalidad): Promise<Buffer> {
  return renderPdf(`Ficha de la modalidad: ${m.nombre}`, (doc) => {
    drawHeader(doc, m.nombre, `Trámite: ${m.nombre_tramite}`);
    drawField(doc, 'Institución', m.nombre_institucion);
    drawField(doc, 'Unidad', m.nombre_unidad);
    drawField(doc, 'Estado', modalityStateLabel(m.estado_id));
    drawField(doc, 'Clasificación del trámite', m.clasificacion_tramite?.nombre);

    drawSection(doc, 'Más información');
    drawFieldWithComment(doc, 'Descripción', m.descripcion, m.comentario_descripcion);
    drawFieldWithComment(doc, 'Periodicidad', m.periodicidad?.nombre ?? null, m.comentario_periodicidad);
    drawFieldWithComment(doc, 'Vigencia', validityText(m), m.comentarios_vigencia);
    drawFieldWithComment(
      doc,
      'Formas de presentación',
      m.medios_presentacion.map((x) => x.nombre).join(', ') || null,
      m.comentario_medios_presentacion,
    );
    drawFieldWithComment(
      doc,
      'Nivel de digitalización',
      m.niveles_digitalizacion.map((x) => x.nombre).join(', ') || 'Sin digitalización',
      m.comentario_niveles_digitalizacion,
    );
    const fee = feeDisplay(m);
    drawField(doc, 'Tipo de tarifa', fee.tipo);
    drawFieldWithComment(
      doc,
      'Costo',
      fee.costo ?? m.detalle_tarifa_variable ?? 'Según detalle de la tarifa',
      m.comentario_costo_tramite,
    );
    drawFieldWithComment(
      doc,
      'Tercero autorizado',
      yesNo(m.tercero_autorizado),
      m.comentario_tercero_autorizado,
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
    );
    drawField(doc, 'Dónde realizarlo', m.donde_realizar);
    if (m.comentario) drawField(doc, 'Comentario', m.comentario);

    drawSection(doc, 'Requisitos que forman parte de la solicitud');
    drawRequirements(doc, requirementsOfTable(m.requisitos, true));
    drawSection(doc, 'Otros requisitos');
    drawRequirements(doc, requirementsOfTable(m.requisitos, false));
    drawSection(doc, 'Oficinas y medios de contacto');
    drawOffices(doc, m.contactos_oficinas);
    footer(doc);
  });
}

export function registrationNumber(id: number): string {
  return `RNT-${String(id).padStart(6, '0')}`;
}

/** The registration certificate (only for states 11 and 13; the route checks). */
export function renderCertificate(m: Modalidad): Promise<Buffer> {
  return renderPdf(`Certificado de inscripción ${registrationNumber(m.id)}`, (doc) => {
    drawHeader(doc, 'Certificado de inscripción', `Número de inscripción: ${registrationNumber(m.id)}`);
    doc.text(
      `El Organismo de Mejora Regulatoria certifica que la modalidad «${m.nombre}» del trámite «${m.nombre_tramite}», ` +
        `a cargo de ${m.nombre_institucion} (${m.nombre_unidad}), se encuentra inscrita en el Registro Nacional de Trámites.`,
      { align: 'justify' },
    );
    doc.moveDown();
    drawField(doc, 'Modalidad', m.nombre);
    drawField(doc, 'Estado', `${modalityStateLabel(m.estado_id)} (${m.estado.nombre})`);
    drawField(doc, 'Fecha de inscripción', displayDate(m.fecha_inscripcion));
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
