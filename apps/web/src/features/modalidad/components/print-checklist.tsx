import type { Modalidad } from '@rnt/contract/modalidad';
import {
  compactSchedule,
  officesByDepartment,
  whatToBring,
  type ModalidadSummary,
} from '@rnt/contract/modalidad-resumen';
import { phoneText, requirementsOfTable } from '@rnt/contract/modalidad-rules';
import classes from './modalidad.module.css';
import { QrCode } from './qr-code';

function whereText(s: ModalidadSummary): string {
  switch (s.donde.kind) {
    case 'en_linea':
      return `En línea: ${s.donde.url}`;
    case 'oficina':
      return [s.donde.oficina, s.donde.otras > 0 ? `(y ${s.donde.otras} más, abajo)` : null]
        .filter(Boolean)
        .join(' ');
    case 'texto':
      return s.donde.texto;
  }
}

/**
 * Issue 22: the modality as a one-page checklist on paper — title (the page's h1), summary,
 * requirements with boxes to tick, offices with their hours by department, and the page's address as
 * text and as a QR code. Not shown on screen; the print stylesheet shows only this and the h1.
 */
export function PrintChecklist({
  modalidad: m,
  summary: s,
  url,
}: {
  modalidad: Modalidad;
  summary: ModalidadSummary;
  url: string;
}) {
  const tables = [
    { titulo: 'Forman parte de la solicitud', requisitos: requirementsOfTable(m.requisitos, true) },
    { titulo: 'Otros requisitos', requisitos: requirementsOfTable(m.requisitos, false) },
  ].filter((t) => t.requisitos.length > 0);
  const groups = officesByDepartment(m.contactos_oficinas);
  return (
    <div className={classes.printOnly} data-testid="lista-imprimible">
      <p className={classes.printLead}>
        {m.nombre_institucion} · {m.nombre_unidad}
        <br />
        Trámite: {m.nombre_tramite}
      </p>
      <dl className={classes.printSummary}>
        <div>
          <dt>¿Cuánto cuesta?</dt>
          <dd>
            {s.costo}
            {s.costoDetalle ? ` (${s.costoDetalle})` : ''}
          </dd>
        </div>
        <div>
          <dt>¿Cuánto tarda?</dt>
          <dd>{s.tiempo}</dd>
        </div>
        <div>
          <dt>¿Dónde se hace?</dt>
          <dd>{whereText(s)}</dd>
        </div>
        <div>
          <dt>¿Qué necesito?</dt>
          <dd>{s.requisitosTexto}</dd>
        </div>
        <div>
          <dt>¿Puede hacerlo otra persona?</dt>
          <dd>{s.tercero}</dd>
        </div>
        {s.actualizacion && (
          <div>
            <dt>Última actualización del registro</dt>
            <dd>{s.actualizacion}</dd>
          </div>
        )}
      </dl>

      <h2 className={classes.printHeading}>Lista de requisitos</h2>
      {tables.length === 0 && <p>La modalidad no tiene requisitos registrados.</p>}
      {tables.map((t) => (
        <div key={t.titulo}>
          <h3 className={classes.printSubheading}>{t.titulo}</h3>
          <ul className={classes.printChecks}>
            {t.requisitos.map((r) => {
              const bring = whatToBring(r);
              return (
                <li key={r.id}>
                  <span className={classes.printBox} aria-hidden="true" />
                  <span>
                    <strong>{r.nombre}</strong>
                    <span className={classes.printMeta}>
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

      <h2 className={classes.printHeading}>Oficinas y horarios</h2>
      {groups.length === 0 && <p>{m.donde_realizar ?? 'La modalidad no tiene oficinas registradas.'}</p>}
      {groups.map((g) => (
        <div key={g.departamento} className={classes.printDepartment}>
          <h3 className={classes.printSubheading}>{g.departamento}</h3>
          {g.contactos.map((c) => (
            <p key={c.id} className={classes.printOffice}>
              <strong>{c.oficina.nombre}</strong>. {c.oficina.direccion}.
              {c.oficina.horarios.length > 0 && <> {compactSchedule(c.oficina.horarios).join('; ')}.</>}
              {c.telefonos.length > 0 && <> Tel. {c.telefonos.map(phoneText).join(', ')}.</>}
            </p>
          ))}
        </div>
      ))}

      <div className={classes.printFooter}>
        <QrCode value={url} size={84} title={`Código QR de la dirección de esta página: ${url}`} />
        <p>
          Lista de requisitos del Registro Nacional de Trámites. Consulte la información vigente en:
          <br />
          <span className={classes.printUrl}>{url}</span>
        </p>
      </div>
    </div>
  );
}
