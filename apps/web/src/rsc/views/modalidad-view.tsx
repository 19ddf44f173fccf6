import type { Modalidad } from '@rnt/contract/modalidad';
import { modalidadSummary } from '@rnt/contract/modalidad-resumen';
import {
  modalityStateWords,
  requirementsOfTable,
  showsCertificateAndResolution,
} from '@rnt/contract/modalidad-rules';
import { comentarioModalidadPagePath, modalidadPagePath, tramitePagePath } from '@rnt/contract/page-paths';
import { asiEstabaInscrito } from '@rnt/contract/historial';
import { governmentServiceJsonLd, jsonLdText } from '@rnt/contract/structured-data';
import { Dialogos } from '../islands/dialogos';
import { Evaluador } from '../islands/evaluador';
import { PrintButton } from '../islands/print-button';
import { ListaImprimible } from './lista-imprimible';
import { diaDeLaVista, FechaAvisoImpreso, FechaBanner, type FechaVista } from './fecha-banner';
import { HistorialSection } from './historial-section';
import { EstadoNotice } from './estado-notice';
import { DIALOG, LegalBasisButton, ModalidadDetalles, NewTab, SIN_JS } from './modalidad-detalles';
import { ModalidadResumen } from './modalidad-resumen';
import { MunicipioForm } from './municipio-form';
import { FormaParteDe } from './forma-parte-de';
import { StateBadge } from './state-badge';
import s from './modalidad.module.css';
import { SuscripcionSection } from './suscripcion-section';

export type ModalidadParams = { tramiteId?: string; modalidadId?: string };
/** The modality's id in the address (0 when it is not a well-formed id: the API answers it 404). */
export const modalidadIdOf = (params: ModalidadParams) =>
  params.modalidadId && /^[1-9]\d{0,9}$/.test(params.modalidadId) ? Number(params.modalidadId) : 0;
/** The modality's detail, today's or (`fecha`, YYYY-MM-DD) as registered at the end of that day. */
export const modalidadApiPath = (params: ModalidadParams, fecha?: string) =>
  `/api/public_modalidad_get_id/${modalidadIdOf(params)}${fecha ? `?fecha=${fecha}` : ''}`;

/** The page's meta description: the modality's own description, cut to what search results show. */
function pageDescription(m: Pick<Modalidad, 'nombre_institucion' | 'descripcion'>): string {
  const text = m.descripcion ?? `Trámite de ${m.nombre_institucion} en el Registro Nacional de Trámites.`;
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

/**
 * The modality page: summary first, then the panels and every detail, readable without JavaScript; the
 * dialogs, panels, print button and the evaluator's tools are islands.
 */
export function ModalidadView({
  modalidad: m,
  origin,
  now,
  search = '',
  fecha = null,
  municipio = null,
}: {
  modalidad: Modalidad;
  origin: string;
  now: Date;
  /** The procedure's query (nombre, estado, municipio), passed back to the procedure page. */
  search?: string;
  /** `?fecha=`: a dated view (issue 32), or a date it cannot show. */
  fecha?: FechaVista | null;
  /** "Mi municipio" (issue 31, a known id): her municipality's office comes first in the summary. */
  municipio?: string | null;
}) {
  const dia = diaDeLaVista(fecha);
  const resumen = modalidadSummary(m, now, { municipio });
  // A dated view must not claim a later "last update" (rulings are read as they are today, decision 030).
  const summary =
    dia && resumen.actualizacion && resumen.actualizacion.split('-').reverse().join('-') > dia
      ? { ...resumen, actualizacion: null }
      : resumen;
  const estado = modalityStateWords(m.estado_id, m.fecha_inscripcion);
  const registered = showsCertificateAndResolution(m.estado_id);
  const solicitud = requirementsOfTable(m.requisitos, true);
  const otros = requirementsOfTable(m.requisitos, false);
  const canonical = `${origin}${modalidadPagePath(m.tramite_id, m.id)}`;
  const fechaQuery = dia ? `?fecha=${dia}` : '';
  const anexo = m.documentos_anexos[0];
  const nameBases = m.bases_legales.filter((b) => b.seccion === 'NOMBRE_MODALIDAD');
  return (
    <>
      <title>{`${m.nombre}${dia ? ` (${asiEstabaInscrito(dia).toLowerCase()})` : ''} - Registro Nacional de Trámites`}</title>
      <link rel="canonical" href={canonical} />
      <meta name="description" content={pageDescription(m)} />
      {/* A dated view is not the service as offered today: no structured data for search engines. */}
      {!dia && (
        <script type="application/ld+json">{jsonLdText(governmentServiceJsonLd(m, canonical))}</script>
      )}
      <nav aria-label="Ruta de navegación" className={s.crumbs}>
        <a href="/">Inicio</a> › <a href={tramitePagePath(m.tramite_id, search)}>{m.nombre_tramite}</a>
      </nav>
      {fecha && <FechaBanner fecha={fecha} hoy={modalidadPagePath(m.tramite_id, m.id)} />}
      <h1>{m.nombre}</h1>
      {/* The evaluator's tools change today's record, never a past version. */}
      {!dia && <Evaluador modalidadId={m.id} />}
      <div className={s.badgeRow}>
        <StateBadge estadoId={m.estado_id} />
        <LegalBasisButton
          dialog={DIALOG.baseSeccion('NOMBRE_MODALIDAD')}
          bases={nameBases}
          className={s.nameBasis}
          target={{
            titulo: m.nombre,
            dialogTitle: `Base legal de la modalidad: ${m.nombre}`,
            seccion: 'NOMBRE_MODALIDAD',
            ayuda: 'NOMBRE_MODALIDAD',
          }}
        >
          Base legal de la modalidad
        </LegalBasisButton>
      </div>
      <EstadoNotice estado={estado} comentarioHref={comentarioModalidadPagePath(m.id)} />
      <FormaParteDe modalidadId={m.id} />
      <ModalidadResumen
        summary={summary}
        panelRequisitos={solicitud.length > 0 || otros.length === 0 ? 'solicitud' : 'otros'}
        municipio={municipio}
        municipioForm={
          // Where she lives changes which office comes first: an in-person modality of several offices.
          summary.donde.kind === 'oficina' &&
          m.contactos_oficinas.length > 1 && (
            <MunicipioForm
              action={modalidadPagePath(m.tramite_id, m.id)}
              search={search}
              municipio={municipio}
            />
          )
        }
      />
      <div role="group" aria-label="Documentos de la modalidad" className={s.actions}>
        <PrintButton />
        {anexo && (
          <a href={anexo.url} target="_blank" rel="noreferrer">
            Anexo
            <NewTab />
          </a>
        )}
        {registered && m.documento_resolucion && (
          <a href={m.documento_resolucion.url} target="_blank" rel="noreferrer">
            Resolución
            <NewTab />
          </a>
        )}
        {/* The certificate attests today's registration: not offered on a past version. */}
        {registered && !dia && (
          <a href={`/pdf/modalidad/${m.id}/certificado`} target="_blank" rel="noreferrer">
            Certificado
            <NewTab />
          </a>
        )}
        <a href={`#${SIN_JS.oficinas}`} role="button" data-dialogo={DIALOG.oficinas}>
          Oficinas y medios de contacto
        </a>
        <a href={`/pdf/modalidad/${m.id}${fechaQuery}`} target="_blank" rel="noreferrer">
          Descargar ficha (PDF)
          <NewTab />
        </a>
      </div>
      <dl className={s.fields}>
        <dt>Institución</dt>
        <dd>
          <span>{m.nombre_institucion}</span>
          {m.institucion.descripcion && (
            <a href={m.institucion.descripcion} target="_blank" rel="noreferrer" className={s.web}>
              Sitio web
              <NewTab />
            </a>
          )}
        </dd>
        <dt>Unidad</dt>
        <dd>{m.nombre_unidad}</dd>
        <dt>Trámite</dt>
        <dd>{m.nombre_tramite}</dd>
      </dl>
      <ModalidadDetalles modalidad={m} after={<a href={comentarioModalidadPagePath(m.id)}>Comentar</a>} />
      <HistorialSection modalidad={m} fecha={dia} />
      {/* Alerts follow today's modality: the form is offered on today's version only. */}
      {!dia && <SuscripcionSection modalidad={m} />}
      <nav aria-label="Navegación de la modalidad" className={s.actions}>
        <a href={tramitePagePath(m.tramite_id, search)}>Volver al trámite</a>
        <a href="/">Inicio</a>
      </nav>
      <ListaImprimible
        modalidad={m}
        summary={summary}
        url={canonical}
        aviso={dia && <FechaAvisoImpreso fecha={dia} />}
        estado={estado}
        comentarioUrl={`${origin}${comentarioModalidadPagePath(m.id)}`}
        municipio={municipio}
      />
      <Dialogos />
    </>
  );
}
