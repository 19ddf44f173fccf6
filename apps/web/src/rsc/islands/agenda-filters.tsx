'use client';
import {
  agendaDateText,
  AGENDA_FILTER_KEYS,
  checkAgendaFilters,
  type AgendaFilterErrors,
  type AgendaFilterKey,
  type AgendaTyped,
} from '@rnt/contract/agenda-rules';
import { agendaPagePath } from '@rnt/contract/page-paths';
import { useState, type FormEvent } from 'react';
import s from './agenda-filters.module.css';
import f from './filters.module.css';

const LABELS: Record<AgendaFilterKey, string> = {
  institucion_id: 'Institución',
  anio: 'Año',
  fechadesde: 'Desde',
  fechahasta: 'Hasta',
};
const PLACEHOLDERS: Partial<Record<AgendaFilterKey, string>> = {
  anio: 'AAAA',
  fechadesde: 'DD/MM/AAAA',
  fechahasta: 'DD/MM/AAAA',
};
const fieldId = (key: AgendaFilterKey) => `agenda-${key}`;

/**
 * The agenda's filters: a GET form of native fields, so it works without JavaScript (the page checks what
 * it receives with the same rules). Here the rules run before leaving the page: a wrong field says why,
 * keeps what she typed and takes the focus; right filters load their address (dates YYYY-MM-DD).
 */
export function AgendaFilters({
  instituciones,
  typed,
  errors: serverErrors,
  resultadosId,
}: {
  instituciones: { id: number; nombre: string }[];
  typed: AgendaTyped;
  errors: AgendaFilterErrors;
  resultadosId: string;
}) {
  const [errors, setErrors] = useState<AgendaFilterErrors>(serverErrors);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute('name') === 'limpiar') return window.location.assign(agendaPagePath());
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      AGENDA_FILTER_KEYS.map((key) => [key, String(data.get(key) ?? '')]),
    ) as AgendaTyped;
    const checked = checkAgendaFilters(values);
    setErrors(checked.errors);
    const first = AGENDA_FILTER_KEYS.find((key) => checked.errors[key]);
    if (first) return document.getElementById(fieldId(first))?.focus();
    const query = new URLSearchParams(checked.query);
    window.location.assign(agendaPagePath(query.size ? `?${query}` : '') + `#${resultadosId}`);
  };

  const field = (key: Exclude<AgendaFilterKey, 'institucion_id'>) => {
    const error = errors[key];
    return (
      <div className={f.field}>
        <label htmlFor={fieldId(key)}>{LABELS[key]}</label>
        <input
          id={fieldId(key)}
          name={key}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={key === 'anio' ? 4 : 10}
          placeholder={PLACEHOLDERS[key]}
          defaultValue={key === 'anio' ? typed[key] : agendaDateText(typed[key])}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId(key)}-error` : undefined}
          onChange={() => error && setErrors((current) => ({ ...current, [key]: undefined }))}
        />
        {error && (
          <p id={`${fieldId(key)}-error`} className={s.error}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      noValidate
      method="get"
      action={agendaPagePath()}
      aria-label="Filtros de la agenda regulatoria"
      className={s.filters}
      onSubmit={onSubmit}
    >
      <div className={s.grid}>
        <div className={f.field}>
          <label htmlFor={fieldId('institucion_id')}>{LABELS.institucion_id}</label>
          <select id={fieldId('institucion_id')} name="institucion_id" defaultValue={typed.institucion_id}>
            <option value="">Todas las instituciones</option>
            {instituciones.map((i) => (
              <option key={i.id} value={String(i.id)}>
                {i.nombre}
              </option>
            ))}
          </select>
        </div>
        {field('anio')}
        {field('fechadesde')}
        {field('fechahasta')}
      </div>
      <div className={s.actions}>
        <button type="submit">Buscar</button>
        <button type="submit" name="limpiar" value="1" className={s.secondary}>
          Limpiar
        </button>
      </div>
    </form>
  );
}
