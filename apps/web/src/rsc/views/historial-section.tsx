import { cambioTexto, hoyEnElSalvador, type HistorialResponse } from '@rnt/contract/historial';
import type { Modalidad } from '@rnt/contract/modalidad';
import { modalidadPagePath } from '@rnt/contract/page-paths';
import { readApiPart } from '../page-data';
import { FechaTexto, OTRA_FECHA_ID } from './fecha-banner';
import s from './historial.module.css';

/** Days shown before "Ver todo el historial": a long history stays one screen on a phone. */
export const HISTORIAL_DIAS_VISIBLES = 3;

export const historialApiPath = (modalidadId: number) => `/api/public/modalidades/${modalidadId}/historial`;

type Dia = HistorialResponse['historial'][number];

function DiaDeCambios({
  dia,
  modalidad: m,
  fecha,
}: {
  dia: Dia;
  modalidad: Pick<Modalidad, 'id' | 'tramite_id'>;
  fecha: string | null;
}) {
  const actual = fecha === dia.fecha;
  return (
    <li className={s.dia}>
      <h3 className={s.fecha}>
        <FechaTexto fecha={dia.fecha} />
      </h3>
      {fecha && dia.fecha > fecha && <p className={s.posterior}>Posterior a la versión que está viendo.</p>}
      <ul className={s.cambios}>
        {dia.cambios.map((c, i) => (
          <li key={i}>{cambioTexto(c)}</li>
        ))}
      </ul>
      <a
        href={modalidadPagePath(m.tramite_id, m.id, `?fecha=${dia.fecha}`)}
        aria-current={actual ? 'page' : undefined}
      >
        Ver cómo estaba inscrita el <FechaTexto fecha={dia.fecha} />
      </a>
    </li>
  );
}

/**
 * "Historial de cambios" on the modality page (issue 32): what changed, when, before → after in the words
 * of the API's labels, newest first; the first days shown, the rest behind "Ver todo el historial"; each day
 * a link to the page as it was registered at its end; and a GET form to see any other day. Server-rendered:
 * no code, and it works without JavaScript.
 */
export async function HistorialSection({
  modalidad: m,
  fecha,
}: {
  modalidad: Pick<Modalidad, 'id' | 'tramite_id'>;
  /** The day of the dated view being shown, if any. */
  fecha: string | null;
}) {
  const read = await readApiPart<HistorialResponse>(historialApiPath(m.id));
  const dias = read.ok ? read.body.historial : [];
  const [visibles, resto] = [dias.slice(0, HISTORIAL_DIAS_VISIBLES), dias.slice(HISTORIAL_DIAS_VISIBLES)];
  const lista = (items: Dia[]) => (
    <ol className={s.dias}>
      {items.map((dia) => (
        <DiaDeCambios key={dia.fecha} dia={dia} modalidad={m} fecha={fecha} />
      ))}
    </ol>
  );
  return (
    <section id="historial" aria-labelledby="historial-title" className={s.section}>
      <h2 id="historial-title">Historial de cambios</h2>
      {!read.ok ? (
        <p>No se pudo cargar el historial de cambios. Intente de nuevo más tarde.</p>
      ) : dias.length === 0 ? (
        <p>No hay cambios registrados desde que la modalidad se publicó.</p>
      ) : (
        <>
          {lista(visibles)}
          {resto.length > 0 && (
            <details className={s.todo}>
              <summary>
                Ver todo el historial ({resto.length} {resto.length === 1 ? 'fecha más' : 'fechas más'})
              </summary>
              {lista(resto)}
            </details>
          )}
        </>
      )}
      <form id={OTRA_FECHA_ID} method="get" action={modalidadPagePath(m.tramite_id, m.id)} className={s.form}>
        <label htmlFor="historial-fecha" className={s.label}>
          Ver cómo estaba inscrita en otra fecha
        </label>
        <div className="search-row">
          <input
            id="historial-fecha"
            type="date"
            name="fecha"
            required
            max={hoyEnElSalvador()}
            defaultValue={fecha ?? undefined}
            className={s.input}
          />
          <button type="submit" className={s.button}>
            Ver esa fecha
          </button>
        </div>
      </form>
    </section>
  );
}
