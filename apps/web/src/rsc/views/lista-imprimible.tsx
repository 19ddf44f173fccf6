import type { Modalidad } from '@rnt/contract/modalidad';
import type { ReactNode } from 'react';
import {
  compactSchedule,
  officesByDepartment,
  whatToBring,
  whereOfficeText,
  type ModalidadSummary,
} from '@rnt/contract/modalidad-resumen';
import { phoneText, requirementsOfTable, type ModalityStateWords } from '@rnt/contract/modalidad-rules';
import { QrCode } from './qr-code';
import s from './lista-imprimible.module.css';

function whereText(summary: ModalidadSummary, municipio: string | null): string {
  const { donde } = summary;
  switch (donde.kind) {
    case 'en_linea':
      return `En línea: ${donde.url}`;
    case 'oficina': {
      // The same words as the page's summary (issue 31), the offices listed below instead of a link.
      const w = whereOfficeText(donde, municipio);
      return [w.titulo, w.cercania, w.oficina, donde.otras > 0 ? '(todas abajo)' : null]
        .filter(Boolean)
        .join(' ');
    }
    case 'texto':
      return donde.texto;
  }
}

/**
 * Issue 22 on the light design: the modality as a one-page checklist on paper — summary, requirements
 * with boxes to tick, offices with their hours by department, and the page's address as text and as a
 * QR code drawn on the server. Not shown on screen; the print stylesheet shows only this and the h1.
 */
export function ListaImprimible({
  modalidad: m,
  summary,
  url,
  aviso,
  estado,
  comentarioUrl,
  municipio = null,
}: {
  modalidad: Modalidad;
  summary: ModalidadSummary;
  url: string;
  /** Printed first (a dated view's "Así estaba inscrito el …"). */
  aviso?: ReactNode;
  /** The state in words (issue 31): a modality in evaluation prints its warning above everything. */
  estado: ModalityStateWords;
  /** Where to complain, written out on paper. */
  comentarioUrl: string;
  municipio?: string | null;
}) {
  const tables = [
    { titulo: 'Forman parte de la solicitud', requisitos: requirementsOfTable(m.requisitos, true) },
    { titulo: 'Otros requisitos', requisitos: requirementsOfTable(m.requisitos, false) },
  ].filter((t) => t.requisitos.length > 0);
  const groups = officesByDepartment(m.contactos_oficinas);
  return (
    <div className={s.printOnly} data-testid="lista-imprimible">
      {aviso}
      {estado.denuncia && (
        <div className={s.warning} data-testid="lista-estado">
          <p>
            <strong>{estado.titulo}.</strong> {estado.texto}
          </p>
          <p>
            {estado.denuncia.texto} <span className={s.url}>{comentarioUrl}</span>
          </p>
        </div>
      )}
      <p className={s.lead}>
        {m.nombre_institucion} · {m.nombre_unidad}
        <br />
        Trámite: {m.nombre_tramite}
      </p>
      <dl className={s.summary}>
        <div>
          <dt>Estado</dt>
          <dd>{estado.titulo}</dd>
        </div>
        <div>
          <dt>¿Cuánto cuesta?</dt>
          <dd>
            {summary.costo}
            {summary.costoDetalle ? ` (${summary.costoDetalle})` : ''}
          </dd>
        </div>
        <div>
          <dt>¿Cuánto tarda?</dt>
          <dd>{summary.tiempo}</dd>
        </div>
        <div>
          <dt>¿Dónde se hace?</dt>
          <dd>{whereText(summary, municipio)}</dd>
        </div>
        <div>
          <dt>¿Qué necesito?</dt>
          <dd>{summary.requisitosTexto}</dd>
        </div>
        <div>
          <dt>¿Puede hacerlo otra persona?</dt>
          <dd>{summary.tercero}</dd>
        </div>
        {summary.actualizacion && (
          <div>
            <dt>Última actualización del registro</dt>
            <dd>{summary.actualizacion}</dd>
          </div>
        )}
      </dl>

      <h2 className={s.heading}>Lista de requisitos</h2>
      {tables.length === 0 && <p>La modalidad no tiene requisitos registrados.</p>}
      {tables.map((t) => (
        <div key={t.titulo}>
          <h3 className={s.subheading}>{t.titulo}</h3>
          <ul className={s.checks}>
            {t.requisitos.map((r) => {
              const bring = whatToBring(r);
              return (
                <li key={r.id}>
                  <span className={s.box} aria-hidden="true" />
                  <span>
                    <strong>{r.nombre}</strong>
                    <span className={s.meta}>
                      {' '}
                      — {r.tipo_requisito.nombre}
                      {bring ? `. ${bring}` : ''}
                    </span>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ))}

      <h2 className={s.heading}>Oficinas y horarios</h2>
      {groups.length === 0 && <p>{m.donde_realizar ?? 'La modalidad no tiene oficinas registradas.'}</p>}
      {groups.map((g) => (
        <div key={g.departamento}>
          <h3 className={s.subheading}>{g.departamento}</h3>
          {g.contactos.map((c) => (
            <p key={c.id} className={s.office}>
              <strong>{c.oficina.nombre}</strong>. {c.oficina.direccion}.
              {c.oficina.horarios.length > 0 && <> {compactSchedule(c.oficina.horarios).join('; ')}.</>}
              {c.telefonos.length > 0 && <> Tel. {c.telefonos.map(phoneText).join(', ')}.</>}
            </p>
          ))}
        </div>
      ))}

      <div className={s.footer}>
        <QrCode value={url} size={84} title={`Código QR de la dirección de esta página: ${url}`} />
        <p>
          Lista de requisitos del Registro Nacional de Trámites. Consulte la información vigente en:
          <br />
          <span className={s.url}>{url}</span>
        </p>
      </div>
    </div>
  );
}
