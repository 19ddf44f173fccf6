import type { Seguimiento } from '@rnt/contract/denuncia';
import { COMPLAINT_STATE_CODES, COMPLAINT_STATES } from '@rnt/contract/denuncia-estados';
import { MESSAGES } from '@rnt/contract/messages';
import { onFirstUse } from '@rnt/contract/on-first-use';
import s from './seguimiento-respuesta.module.css';

/**
 * What a tracking lookup answered: the complaint; "not found" (an unknown folio and a wrong code are one
 * answer); the server's notice (too many lookups); or a failure to ask. "Not found" and the notice are
 * answers, not errors: the page shows them in place.
 */
export type RespuestaSeguimiento =
  | { estado: 'encontrada'; seguimiento: Seguimiento }
  | { estado: 'no-encontrada' }
  | { estado: 'aviso'; mensaje: string }
  | { estado: 'error' };

/** The API's answer (`SEGUIMIENTO_PATH`) as the page shows it; the same on the server and in the browser. */
export function respuestaDe(status: number, body: unknown): RespuestaSeguimiento {
  if (status === 200) return { estado: 'encontrada', seguimiento: body as Seguimiento };
  if (status === 404) return { estado: 'no-encontrada' };
  if (status === 429) return { estado: 'aviso', mensaje: MESSAGES.demasiadasSolicitudes };
  return { estado: 'error' };
}

/** Dates in El Salvador's time, as the citizen reads them: '24 de noviembre de 2026, 06:41'. */
const fecha = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-SV', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'America/El_Salvador',
    }),
);
const formatFecha = (iso: string) => fecha().format(new Date(iso));

function Alerta({ titulo, children }: { titulo: string; children: React.ReactNode }) {
  return (
    <div role="alert" className={s.alerta}>
      <p className={s.alertaTitulo}>{titulo}</p>
      <p>{children}</p>
    </div>
  );
}

/** The lookup's answer: the complaint's timeline, or what went wrong, in Spanish. */
export function Respuesta({ respuesta }: { respuesta: RespuestaSeguimiento }) {
  switch (respuesta.estado) {
    case 'encontrada':
      return <LineaDeTiempo seguimiento={respuesta.seguimiento} />;
    case 'no-encontrada':
      return <Alerta titulo="Denuncia no encontrada">{MESSAGES.seguimientoNoEncontrado}</Alerta>;
    case 'aviso':
      return <Alerta titulo="No se pudo consultar">{respuesta.mensaje}</Alerta>;
    case 'error':
      return (
        <Alerta titulo="No se pudo consultar">
          No se pudo consultar la denuncia. Revise su conexión e intente de nuevo.
        </Alerta>
      );
  }
}

/**
 * The complaint's state among the five of its lifecycle (the current one marked, `aria-current="step"`),
 * then its history with the public answers. Nothing else of the complaint is shown.
 */
export function LineaDeTiempo({ seguimiento }: { seguimiento: Seguimiento }) {
  const actual = COMPLAINT_STATE_CODES.indexOf(seguimiento.estado as (typeof COMPLAINT_STATE_CODES)[number]);
  const alcanzado = (estado: string) => seguimiento.historial.find((h) => h.estado === estado);
  const respuestas = seguimiento.historial.filter((h) => h.nota_publica);

  return (
    <div className={s.respuesta}>
      <div className={s.tarjeta}>
        <h2 className={s.folio}>Denuncia {seguimiento.folio}</h2>
        <p>
          Estado actual: <strong data-testid="estado-actual">{seguimiento.estado_nombre}</strong>
          {seguimiento.resultado_nombre ? ` (resultado: ${seguimiento.resultado_nombre})` : ''}
        </p>
        <p className={s.dato}>Recibida el {formatFecha(seguimiento.fecha)}</p>
        <p className={s.dato}>Institución: {seguimiento.institucion}</p>
        <p className={s.dato}>Trámite: {seguimiento.tramite}</p>
      </div>

      <section aria-labelledby="etapas-titulo">
        <h2 id="etapas-titulo">Etapas de la denuncia</h2>
        <ol className={s.etapas}>
          {COMPLAINT_STATE_CODES.map((estado, i) => {
            const paso = alcanzado(estado);
            const esActual = i === actual;
            // Staff may skip a stage (e.g. answer without forwarding): it is neither done nor pending.
            const hecho = i < actual && Boolean(paso);
            const omitida = i < actual && !paso;
            return (
              <li
                key={estado}
                className={s.etapa}
                data-estado={esActual ? 'actual' : hecho ? 'hecho' : omitida ? 'omitida' : 'pendiente'}
                aria-current={esActual ? 'step' : undefined}
              >
                <span aria-hidden="true" className={s.marca}>
                  {hecho ? '✓' : ''}
                </span>
                <div>
                  <p className={s.nombreEtapa}>
                    {COMPLAINT_STATES[estado]}
                    {esActual && <span className={s.actual}>Estado actual</span>}
                  </p>
                  <p className={s.fechaEtapa}>
                    {paso ? formatFecha(paso.fecha) : omitida ? 'Etapa no necesaria' : 'Pendiente'}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="respuestas-titulo">
        <h2 id="respuestas-titulo">Respuestas del Registro</h2>
        {respuestas.length ? (
          <ul className={s.respuestas}>
            {respuestas.map((h) => (
              <li key={`${h.fecha}-${h.estado}`} className={s.tarjeta}>
                <p className={s.fechaEtapa}>
                  {formatFecha(h.fecha)} · {h.estado_nombre}
                </p>
                <p className={s.nota}>{h.nota_publica}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p>Todavía no hay respuestas. Le responderemos en esta página.</p>
        )}
      </section>
    </div>
  );
}
