import { municipiosPorDepartamento } from '@rnt/contract/municipios';
import f from '../islands/filters.module.css';

/**
 * "Mi municipio" (issue 31, DESIGN 16): one native select, the departments as its groups and their
 * municipalities as options, sent as `municipio` by the GET form around it. The home's search and the
 * modality page's office choice use this one.
 */
export function MunicipioSelect({ id = 'municipio', value }: { id?: string; value: string | undefined }) {
  return (
    <div className={f.field}>
      <label htmlFor={id}>Mi municipio</label>
      <select id={id} name="municipio" defaultValue={value ?? ''}>
        <option value="">Sin elegir</option>
        {municipiosPorDepartamento().map((d) => (
          <optgroup key={d.nombre} label={d.nombre}>
            {d.municipios.map((m) => (
              <option key={m.id} value={m.id}>
                {m.nombre}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
