import { municipioPorId } from '@rnt/contract/municipios';
import { MunicipioRecordado } from '../islands/municipio-recordado';
// The button of the home's search form: the same action, "search again with this".
import h from './home.module.css';
import { MunicipioSelect } from './municipio-select';
import s from './modalidad-resumen.module.css';

/**
 * "Mi municipio" on the modality page (issue 31): a GET form of the page itself, so the summary's "¿Dónde
 * se hace?" is rendered again with her municipality's office first, with or without JavaScript. The rest of
 * the page's query (the procedure's filters) travels along in hidden fields. With JavaScript, the one the
 * home remembered is used when the address has none (`MunicipioRecordado`).
 */
export function MunicipioForm({
  action,
  search,
  municipio,
}: {
  /** The page's own path. */
  action: string;
  /** The page's query as it came (`?nombre=…&municipio=…`). */
  search: string;
  municipio: string | null;
}) {
  const chosen = municipio ? municipioPorId(municipio) : undefined;
  const carried = [...new URLSearchParams(search)].filter(([name]) => name !== 'municipio');
  return (
    <details className={s.municipio}>
      <summary>{chosen ? 'Cambiar mi municipio' : 'Elegir mi municipio: la oficina más cercana'}</summary>
      <form method="get" action={action} aria-label="Mi municipio" className={s.municipioForm}>
        {carried.map(([name, value], i) => (
          <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
        ))}
        <MunicipioSelect id="mi-municipio" value={chosen?.id} />
        <button type="submit" className={h.button}>
          Ver la oficina más cercana
        </button>
      </form>
      <MunicipioRecordado />
    </details>
  );
}
