/**
 * The fields of the catalogue and resolution filters (islands `catalogo-filters.tsx`,
 * `resoluciones-filters.tsx`): native elements inside the server's GET form, named as the address's
 * parameters, so the form works without JavaScript; the server renders them with the search's values and
 * errors, and with JavaScript they check the search before it is sent. The calendar's code (Mantine's date
 * picker) loads when a calendar is first opened.
 */
import {
  DATE_MESSAGES,
  dateRangeStatus,
  fromDisplayDate,
  toDisplayDate,
} from '@rnt/contract/date-range-rules';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { DatePickerProps } from './date-picker';
// The search buttons look as the home's.
import h from '../views/home.module.css';
import s from './filter-fields.module.css';
import { useIslaId } from '../isla-comun';

export interface Opcion {
  id: number;
  nombre: string;
}

/** An error under a field, read with it (`aria-describedby`). */
function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className={s.error}>
      {error}
    </p>
  ) : null;
}

/** A labelled text field; `digits` drops anything but digits as it is typed (Tomo DO, Número DO). */
export function TextField({
  name,
  label,
  defaultValue,
  error,
  digits,
  hint,
  type = 'text',
}: {
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  digits?: boolean;
  hint?: string;
  type?: 'text' | 'search';
}) {
  const id = useIslaId();
  const described = [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null].filter(Boolean);
  return (
    <div className={s.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className={s.hint}>
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.length ? described.join(' ') : undefined}
        {...(digits
          ? {
              inputMode: 'numeric' as const,
              autoComplete: 'off',
              onInput: (e: React.FormEvent<HTMLInputElement>) => {
                const input = e.currentTarget;
                const clean = input.value.replace(/\D/g, '');
                if (clean !== input.value) input.value = clean;
              },
            }
          : {})}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** One choice or none, a native select; `onChange` for a choice that changes the form (the type's colour). */
export function SelectField({
  name,
  label,
  todas,
  options,
  defaultValue,
  onChange,
  children,
}: {
  name: string;
  label: string;
  todas: string;
  options: Opcion[];
  defaultValue: number | null;
  onChange?: (value: string) => void;
  children?: ReactNode;
}) {
  const id = useIslaId();
  return (
    <div className={s.field}>
      <label htmlFor={id}>{label}</label>
      <div className={s.row}>
        {children}
        <select
          id={id}
          name={name}
          defaultValue={defaultValue ? String(defaultValue) : ''}
          onChange={onChange ? (e) => onChange(e.currentTarget.value) : undefined}
        >
          <option value="">{todas}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.nombre}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/**
 * Several choices: checkboxes sharing `name` (`estado=1&estado=2`), folded in a `<details>` whose summary
 * names the chosen ones (or `todas`).
 */
export function MultiChoice({
  name,
  label,
  todas,
  options,
  defaultValues,
}: {
  name: string;
  label: string;
  todas: string;
  options: Opcion[];
  defaultValues: number[];
}) {
  const id = useIslaId();
  const [chosen, setChosen] = useState(defaultValues);
  const names = options.filter((o) => chosen.includes(o.id)).map((o) => o.nombre);
  return (
    <div className={s.field}>
      <span id={`${id}-label`} className={s.label}>
        {label}
      </span>
      <details className={s.menu}>
        <summary aria-labelledby={`${id}-label ${id}-value`}>
          <span id={`${id}-value`}>{names.length ? names.join(', ') : todas}</span>
        </summary>
        <div role="group" aria-labelledby={`${id}-label`} className={s.options}>
          {options.map((o) => (
            <label key={o.id} className={s.check}>
              <input
                type="checkbox"
                name={name}
                value={o.id}
                checked={chosen.includes(o.id)}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setChosen((c) => (on ? [...c, o.id] : c.filter((x) => x !== o.id)));
                }}
              />
              {o.nombre}
            </label>
          ))}
        </div>
      </details>
    </div>
  );
}

/** Checkboxes in view (the resolution types), sharing `name`. */
export function CheckboxGroup({
  name,
  label,
  options,
  defaultValues,
}: {
  name: string;
  label: string;
  options: Opcion[];
  defaultValues: number[];
}) {
  return (
    <fieldset className={s.fieldset}>
      <legend>{label}</legend>
      {options.map((o) => (
        <label key={o.id} className={s.check}>
          <input type="checkbox" name={name} value={o.id} defaultChecked={defaultValues.includes(o.id)} />
          {o.nombre}
        </label>
      ))}
    </fieldset>
  );
}

let pickerModule: Promise<ComponentType<DatePickerProps>> | null = null;
const loadPicker = () => (pickerModule ??= import('./date-picker').then((m) => m.DatePicker));

/**
 * One end of a date range: a text field written DD-MM-AAAA (what the form sends; the server reads it and
 * the address carries YYYY-MM-DD) and a button opening a calendar in a native modal dialog, whose days
 * past the other end are refused.
 */
function DateField({
  name,
  label,
  value,
  onChange,
  error,
  hintId,
  bound,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hintId?: string;
  /** The other end (DD-MM-YYYY as typed): the earliest day of 'Hasta', the latest of 'Desde'. */
  bound: { min?: string; max?: string };
}) {
  const id = useIslaId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [Picker, setPicker] = useState<ComponentType<DatePickerProps> | null>(null);
  const [open, setOpen] = useState(false);
  const described = [error ? `${id}-error` : hintId].filter(Boolean).join(' ');
  const show = () => {
    dialog.current?.showModal();
    setOpen(true);
    void loadPicker().then((P) => setPicker(() => P));
  };
  const close = () => dialog.current?.close();
  useEffect(() => {
    // The calendar arrived: the focus goes to its chosen day, or to the day it offers first.
    if (!open || !Picker) return;
    dialog.current
      ?.querySelector<HTMLButtonElement>('table button[data-selected], table button[tabindex="0"]')
      ?.focus();
  }, [open, Picker]);
  const iso = (v: string | undefined) => (v ? (fromDisplayDate(v) ?? undefined) : undefined);
  return (
    <div className={s.field}>
      <label htmlFor={id}>{label}</label>
      <div className={s.row}>
        <input
          id={id}
          name={name}
          value={value}
          placeholder="DD-MM-AAAA"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
        <button
          ref={opener}
          type="button"
          className={s.calendarButton}
          aria-label={`Elegir en el calendario: ${label}`}
          aria-haspopup="dialog"
          onClick={show}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 6v2h14V6H5Z"
            />
          </svg>
        </button>
      </div>
      <FieldError id={`${id}-error`} error={error} />
      {/* role="dialog" is the element's own role, written out so that `[role="dialog"]` finds it. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-redundant-roles */}
      <dialog
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={`Calendario: ${label}`}
        className={s.dialog}
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
      >
        {open &&
          (Picker ? (
            <Picker
              value={iso(value) ?? null}
              min={iso(bound.min)}
              max={iso(bound.max)}
              onPick={(day) => {
                onChange(toDisplayDate(day));
                close();
              }}
            />
          ) : (
            <p role="status">Cargando el calendario…</p>
          ))}
        <button type="button" className={`${h.secondary} ${s.closeButton}`} onClick={close}>
          Cerrar
        </button>
      </dialog>
    </div>
  );
}

/**
 * 'Desde' and 'Hasta' (the names `fechadesde`, `fechahasta`), shown DD-MM-YYYY. Says so when only one end
 * is set, because a range counts only when complete.
 */
export function DateRangeFields({
  legend,
  desde: desdeInicial,
  hasta: hastaInicial,
  errors,
}: {
  legend: string;
  /** As the address carries them (YYYY-MM-DD, or what was typed when it is no date). */
  desde: string;
  hasta: string;
  errors: { fechadesde?: string; fechahasta?: string };
}) {
  const hintId = useIslaId();
  const [desde, setDesde] = useState(toDisplayDate(desdeInicial));
  const [hasta, setHasta] = useState(toDisplayDate(hastaInicial));
  // A date changed clears what was said about the range, until the next search refused says it again.
  const [clearedFor, setClearedFor] = useState<object | null>(null);
  const shownErrors = clearedFor === errors ? {} : errors;
  const incomplete = dateRangeStatus({ desde: desde.trim(), hasta: hasta.trim() }) === 'incompleto';
  const change = (set: (v: string) => void) => (v: string) => {
    set(v);
    setClearedFor(errors);
  };
  return (
    <fieldset className={s.fieldset}>
      <legend>{legend}</legend>
      <div className={s.dates}>
        <DateField
          name="fechadesde"
          label="Desde"
          value={desde}
          onChange={change(setDesde)}
          error={shownErrors.fechadesde}
          hintId={incomplete ? hintId : undefined}
          bound={{ max: hasta }}
        />
        <DateField
          name="fechahasta"
          label="Hasta"
          value={hasta}
          onChange={change(setHasta)}
          error={shownErrors.fechahasta}
          hintId={incomplete ? hintId : undefined}
          bound={{ min: desde }}
        />
      </div>
      {incomplete && (
        <p id={hintId} className={s.hint}>
          {DATE_MESSAGES.rangoIncompleto}
        </p>
      )}
    </fieldset>
  );
}

/**
 * "Buscar", "Limpiar" and the notice of a search that cannot run. "Limpiar" sends `?limpiar=1` without
 * JavaScript (the page answers with its empty address); with it, it opens that address at once.
 */
export function SearchActions({ notice, clearHref }: { notice: string | null; clearHref: string }) {
  return (
    <>
      {notice && (
        <div role="alert" tabIndex={-1} className={s.notice} data-aviso>
          {notice}
        </div>
      )}
      <div className={s.actions}>
        <button type="submit" className={h.button}>
          Buscar
        </button>
        <button
          type="submit"
          name="limpiar"
          value="1"
          formNoValidate
          className={h.secondary}
          onClick={(e) => {
            e.preventDefault();
            window.location.assign(clearHref);
          }}
        >
          Limpiar
        </button>
      </div>
    </>
  );
}

/** The form's address after the browser brings the page back from its memory: the form starts again. */
export function useFreshOnReturn(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) setVersion((v) => v + 1);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
  return version;
}

/** The GET form's values as an address under `action` (what the browser would send without JavaScript). */
export function formAddress(form: HTMLFormElement): URL {
  const url = new URL(form.action, window.location.href);
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.append(key, value);
  url.search = params.toString();
  return url;
}

/** After a search refused in the browser: the first field that says why, or the notice. */
export function focusFirstProblem(form: HTMLFormElement) {
  setTimeout(() => {
    const target =
      form.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form.querySelector<HTMLElement>('[data-aviso]');
    target?.focus();
  }, 0);
}
