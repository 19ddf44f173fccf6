import { countText } from '@rnt/contract/modalidad-resumen';
import { situacionesVidaPagePath, situacionVidaPagePath } from '@rnt/contract/page-paths';
import { SITUACION_BUSQUEDA_MAX, type SituacionesVidaResponse } from '@rnt/contract/situaciones-vida';
import { readApiOptional } from '../page-data';
import { situacionesVidaApiPath } from './situaciones-vida-view';
import s from './situaciones-encontradas.module.css';

/** At most this many life events above the procedures: the best matches, not a second result list. */
const SHOWN = 3;

/**
 * The life events a search's text matches ("abrir un negocio", "me voy a casar"), as a highlighted block
 * above the procedures (issue 33). Left out when none matches or the life events cannot be read.
 */
export async function SituacionesEncontradas({ texto }: { texto: string }) {
  const q = texto.trim().slice(0, SITUACION_BUSQUEDA_MAX);
  if (!q) return null;
  const found = await readApiOptional<SituacionesVidaResponse>(situacionesVidaApiPath(q));
  const situaciones = found?.situaciones.slice(0, SHOWN) ?? [];
  if (situaciones.length === 0) return null;
  return (
    <section aria-labelledby="situacion-encontrada" className={s.block}>
      <h2 id="situacion-encontrada" className={s.kicker}>
        Situación de vida
      </h2>
      <ul>
        {situaciones.map((e) => (
          <li key={e.slug}>
            <a href={situacionVidaPagePath(e.slug)} className={s.name}>
              {e.nombre}
            </a>
            <p>{e.descripcion}</p>
            <p className={s.count}>{countText(e.pasos, 'paso')}, en orden, con su costo y tiempo en total</p>
          </li>
        ))}
      </ul>
      <p className={s.more}>
        <a href={situacionesVidaPagePath()}>Todas las situaciones de vida</a>
      </p>
    </section>
  );
}
