import type { Modalidad, Requisito } from '@rnt/contract/modalidad';
import { compactSchedule, modalidadSummary, officesByDepartment } from '@rnt/contract/modalidad-resumen';
import {
  feeDisplay,
  modalityStateBadge,
  phoneText,
  requirementsOfTable,
  showsCertificateAndResolution,
} from '@rnt/contract/modalidad-rules';
import { comentarioModalidadPagePath, modalidadPagePath, tramitePagePath } from '@rnt/contract/page-paths';
import { governmentServiceJsonLd, jsonLdText } from '@rnt/contract/structured-data';
import { PrintButton } from '../islands/print-button';
import { FormaParteDe } from './forma-parte-de';
import s from './modalidad.module.css';
import { SuscripcionSection } from './suscripcion-section';

export type ModalidadParams = { tramiteId?: string; modalidadId?: string };
const idOf = (v: string | undefined) => (v && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : 0);
export const modalidadApiPath = (params: ModalidadParams) =>
  `/api/public_modalidad_get_id/${idOf(params.modalidadId)}`;

function RequirementList({ requisitos, title, id }: { requisitos: Requisito[]; title: string; id: string }) {
  if (requisitos.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ol className={s.requirements}>
        {requisitos.map((r) => (
          <li key={r.id}>
            <details>
              <summary>{r.nombre}</summary>
              {r.descripcion && <p>{r.descripcion}</p>}
              {r.condiciones_presentacion && (
                <p>
                  <strong>Condiciones de presentación:</strong> {r.condiciones_presentacion}
                </p>
              )}
              {r.especificacion_de_presentacion && (
                <p>
                  <strong>Especificación:</strong> {r.especificacion_de_presentacion}
                </p>
              )}
              {r.sub_requisitos.length > 0 && (
                <ul>
                  {r.sub_requisitos.map((sr) => (
                    <li key={sr.id}>{sr.nombre}</li>
                  ))}
                </ul>
              )}
              {r.bases_legales.length > 0 && (
                <p>
                  <strong>Base legal:</strong> {r.bases_legales.map((b) => b.regulacion.nombre).join('; ')}
                </p>
              )}
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The modality page: summary first, then every section, readable without JavaScript. */
export function ModalidadView({
  modalidad: m,
  origin,
  now,
}: {
  modalidad: Modalidad;
  origin: string;
  now: Date;
}) {
  const summary = modalidadSummary(m, now);
  const badge = modalityStateBadge(m.estado_id);
  const registered = showsCertificateAndResolution(m.estado_id);
  const solicitud = requirementsOfTable(m.requisitos, true);
  const otros = requirementsOfTable(m.requisitos, false);
  const canonical = `${origin}${modalidadPagePath(m.tramite_id, m.id)}`;
  const fee = feeDisplay(m);
  const donde = summary.donde;
  return (
    <>
      <title>{`${m.nombre} - Registro Nacional de Trámites`}</title>
      <link rel="canonical" href={canonical} />
      <meta name="description" content={(m.descripcion ?? m.nombre).slice(0, 160)} />
      <script type="application/ld+json">{jsonLdText(governmentServiceJsonLd(m, canonical))}</script>
      <nav aria-label="Ruta de navegación" className={s.crumbs}>
        <a href="/">Inicio</a> › <a href={tramitePagePath(m.tramite_id)}>{m.nombre_tramite}</a>
      </nav>
      <h1>{m.nombre}</h1>
      <p className={s.badge} data-kind={badge.kind}>
        {badge.label}
      </p>
      <FormaParteDe modalidadId={m.id} />
      <section aria-labelledby="resumen-title" className={s.summary}>
        <h2 id="resumen-title">Resumen del trámite</h2>
        <dl>
          <div>
            <dt>Costo</dt>
            <dd>{summary.costo}</dd>
          </div>
          <div>
            <dt>Tiempo de respuesta</dt>
            <dd>{summary.tiempo}</dd>
          </div>
          <div className={s.wide}>
            <dt>¿Dónde se hace?</dt>
            <dd>
              {donde.kind === 'en_linea' && (
                <a href={donde.url} target="_blank" rel="noreferrer">
                  Hacer el trámite en línea (se abre en una pestaña nueva)
                </a>
              )}
              {donde.kind === 'oficina' && (
                <>
                  {donde.oficina}
                  {donde.horarioHoy && <span className={s.note}>{donde.horarioHoy}</span>}
                  <a href="#oficinas" className={s.note}>
                    {donde.otras > 0
                      ? `Dirección, horarios y ${donde.otras === 1 ? 'otra oficina' : `otras ${donde.otras} oficinas`}`
                      : 'Dirección y horarios'}
                  </a>
                </>
              )}
              {donde.kind === 'texto' && donde.texto}
            </dd>
          </div>
          <div>
            <dt>Requisitos</dt>
            <dd>
              <a href="#requisitos">{summary.requisitosTexto}</a>
            </dd>
          </div>
          <div>
            <dt>¿Puede hacerlo otra persona?</dt>
            <dd>{summary.tercero}</dd>
          </div>
          {summary.actualizacion && (
            <div>
              <dt>Última actualización</dt>
              <dd>{summary.actualizacion}</dd>
            </div>
          )}
        </dl>
      </section>
      <div role="group" aria-label="Documentos de la modalidad" className={s.actions}>
        <PrintButton />
        {registered && (
          <a href={`/pdf/modalidad/${m.id}/certificado`} target="_blank" rel="noreferrer">
            Certificado
          </a>
        )}
        <a href={`/pdf/modalidad/${m.id}`} target="_blank" rel="noreferrer">
          Descargar ficha (PDF)
        </a>
        <a href={comentarioModalidadPagePath(m.id)}>Comentar</a>
      </div>
      <dl className={s.fields}>
        <dt>Institución</dt>
        <dd>{m.nombre_institucion}</dd>
        <dt>Unidad</dt>
        <dd>{m.nombre_unidad}</dd>
        <dt>Trámite</dt>
        <dd>{m.nombre_tramite}</dd>
        {m.descripcion && (
          <>
            <dt>Descripción</dt>
            <dd>{m.descripcion}</dd>
          </>
        )}
        <dt>Costo</dt>
        <dd>
          {fee.costo ?? fee.tipo}
          {m.detalle_tarifa_variable && <p>{m.detalle_tarifa_variable}</p>}
        </dd>
        <dt>Formas de presentación</dt>
        <dd>{m.medios_presentacion.map((x) => x.nombre).join(', ') || 'No indicadas'}</dd>
      </dl>
      <div id="requisitos">
        <RequirementList requisitos={solicitud} title="Requisitos de la solicitud" id="req-solicitud" />
        <RequirementList requisitos={otros} title="Otros requisitos" id="req-otros" />
      </div>
      <section id="oficinas" aria-labelledby="oficinas-title">
        <h2 id="oficinas-title">Oficinas y medios de contacto</h2>
        {m.contactos_oficinas.length === 0 ? (
          <p>La modalidad no tiene oficinas registradas.</p>
        ) : (
          officesByDepartment(m.contactos_oficinas).map((g) => (
            <details key={g.departamento} className={s.department}>
              <summary>
                {g.departamento} ({g.contactos.length})
              </summary>
              {g.contactos.map((c) => (
                <article key={c.id}>
                  <h3>{c.oficina.nombre}</h3>
                  <p>{c.oficina.direccion}</p>
                  <p>{compactSchedule(c.oficina.horarios).join('; ')}</p>
                  {c.telefonos.length > 0 && <p>Teléfono: {c.telefonos.map(phoneText).join(', ')}</p>}
                  {c.correos && <p>Correo: {c.correos}</p>}
                </article>
              ))}
            </details>
          ))
        )}
      </section>
      <section aria-labelledby="bases-title">
        <h2 id="bases-title">Bases legales</h2>
        <ul>
          {m.bases_legales.map((b) => (
            <li key={b.id}>
              <a href={`/catalogos?regulacion=${b.regulacion.id}`}>{b.regulacion.nombre}</a>
              {b.referencias.length > 0 && (
                <> — {b.referencias.map((r) => `${r.referencia.nombre} ${r.valor_referencia}`).join(', ')}</>
              )}
            </li>
          ))}
        </ul>
      </section>
      <SuscripcionSection modalidad={m} />
      <nav aria-label="Navegación de la modalidad" className={s.actions}>
        <a href={tramitePagePath(m.tramite_id)}>Volver al trámite</a>
        <a href="/">Inicio</a>
      </nav>
    </>
  );
}
