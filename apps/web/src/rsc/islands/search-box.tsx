'use client';
import {
  SUGERENCIAS_DEBOUNCE_MS,
  SUGERENCIAS_MIN_LENGTH,
  SUGERENCIAS_PATH,
} from '@rnt/contract/busqueda-tramites-rules';
import { modalidadPagePath, situacionVidaPagePath, tramitePagePath } from '@rnt/contract/page-paths';
import { useEffect, useState } from 'react';
import s from './search-box.module.css';
import { useIslaId } from '../isla-comun';

interface Sugerencia {
  texto: string;
  tipo: string;
  tramite_id: number | null;
  modalidad_id: number | null;
  slug?: string;
}

/** Several procedures share a name (one per alcaldía): a suggestion is told apart by its ids. */
const key = (item: Sugerencia) =>
  `${item.tipo}:${item.tramite_id ?? ''}:${item.modalidad_id ?? ''}:${item.texto}`;

/**
 * The search box's text field: a plain input inside the server's GET form (it searches without
 * JavaScript); with JavaScript it offers suggestions as the citizen types (a combobox list).
 */
export function SearchBox({ defaultValue }: { defaultValue: string }) {
  const [value, setValue] = useState(defaultValue);
  const [items, setItems] = useState<Sugerencia[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useIslaId();
  useEffect(() => {
    // Back to this page from the browser's memory (bfcache): the field shows this page's search again,
    // not what was typed before leaving it.
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) setValue(defaultValue);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [defaultValue]);
  useEffect(() => {
    const q = value.trim();
    if (q.length < SUGERENCIAS_MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`${SUGERENCIAS_PATH}?q=${encodeURIComponent(q)}`, { signal: controller.signal })
        .then((r) => (r.ok ? (r.json() as Promise<{ sugerencias: Sugerencia[] }>) : { sugerencias: [] }))
        .then((d) => setItems(d.sugerencias))
        .catch(() => {});
    }, SUGERENCIAS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);
  /** A procedure or modality opens its page; an institution searches its name (as the classic home). */
  const pick = (item: Sugerencia, input: HTMLInputElement) => {
    setValue(item.texto);
    setOpen(false);
    if (item.tipo === 'situacion' && item.slug) {
      window.location.assign(situacionVidaPagePath(item.slug));
      return;
    }
    if (item.tramite_id !== null && item.tipo !== 'institucion') {
      window.location.assign(
        item.modalidad_id !== null
          ? modalidadPagePath(item.tramite_id, item.modalidad_id)
          : tramitePagePath(item.tramite_id),
      );
      return;
    }
    input.value = item.texto;
    input.form?.requestSubmit();
  };
  // Below the shortest query the list stays closed (what it held is for a longer text).
  const shown = open && value.trim().length >= SUGERENCIAS_MIN_LENGTH && items.length > 0;
  return (
    <div className={s.box}>
      <input
        id="nombre"
        name="nombre"
        type="search"
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        maxLength={200}
        value={value}
        onChange={(e) => {
          setValue(e.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          // ArrowDown opens the list again after Escape.
          if (
            !shown &&
            e.key === 'ArrowDown' &&
            items.length > 0 &&
            value.trim().length >= SUGERENCIAS_MIN_LENGTH
          ) {
            setOpen(true);
            e.preventDefault();
            return;
          }
          if (!shown) return;
          if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, items.length - 1));
          else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0));
          else if (e.key === 'Escape') setOpen(false);
          else if (e.key === 'Enter' && active >= 0) pick(items[active]!, e.currentTarget);
          else return;
          e.preventDefault();
        }}
        className={s.input}
      />
      <ul id={listId} role="listbox" aria-label="Sugerencias" hidden={!shown} className={s.list}>
        {items.map((item, i) => (
          <li
            key={key(item)}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => {
              e.preventDefault();
              pick(item, document.getElementById('nombre') as HTMLInputElement);
            }}
          >
            {item.tipo === 'situacion' && <span className={s.kind}>Situación de vida: </span>}
            {item.texto}
          </li>
        ))}
      </ul>
    </div>
  );
}
