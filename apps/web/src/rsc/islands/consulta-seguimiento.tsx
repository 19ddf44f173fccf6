'use client';
import { SEGUIMIENTO_PATH } from '@rnt/contract/api-paths';
import { PAGE_PATTERNS } from '@rnt/contract/page-paths';
import {
  checkSeguimiento,
  SEGUIMIENTO_FIELDS,
  type SeguimientoErrors,
  type SeguimientoField,
  type SeguimientoTyped,
} from '@rnt/contract/seguimiento-rules';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { tomarRecibo } from '../../lib/seguimiento-recibo';
import { Respuesta, respuestaDe, type RespuestaSeguimiento } from '../views/seguimiento-respuesta';
import { ResumenErrores } from './resumen-errores';
// The comment form's field styles: one look for the light pages' forms.
import f from './comentario-form.module.css';
import s from './consulta-seguimiento.module.css';

const CAMPOS: Record<SeguimientoField, { id: string; etiqueta: string; ayuda: string }> = {
  folio: { id: 'seguimiento-folio', etiqueta: 'Folio', ayuda: 'Por ejemplo: RNT-2026-000123' },
  codigo: {
    id: 'seguimiento-codigo',
    etiqueta: 'Código de seguimiento',
    ayuda: '12 letras y números, por ejemplo: 7KQM-4X9T-R2HW',
  },
};

/** The code's parameter, however its name is written (`?CODIGO=`…): the address must not keep it. */
const conCodigo = (search: URLSearchParams) => [...search.keys()].some((k) => k.toLowerCase() === 'codigo');

/**
 * The tracking form and its answer (decision 017), the island of `/seguimiento`. Without JavaScript it is
 * a plain GET form: the server renders `/seguimiento?folio=…&codigo=…` with its answer (`children`). With
 * JavaScript the lookup is made from the page and the code stays out of the address (and of the history
 * and the server's page log): an address that arrives with it is replaced by one without it. The receipt
 * the comment form leaves in session storage (`seguimiento-recibo.ts`) is looked up on arrival.
 */
export function ConsultaSeguimiento({
  inicial,
  errores: delServidor,
  children,
}: {
  /** The fields as the address sent them (the typed text survives a wrong lookup). */
  inicial: SeguimientoTyped;
  /** The server's messages for the fields the address sent. */
  errores: SeguimientoErrors;
  /** The server's answer to the address's lookup, shown until the page makes one of its own. */
  children?: ReactNode;
}) {
  const [valores, setValores] = useState(inicial);
  const [errores, setErrores] = useState(delServidor);
  // undefined: the server's answer (children); null: none; 'consultando': a lookup on its way.
  const [respuesta, setRespuesta] = useState<RespuestaSeguimiento | 'consultando' | null>();
  const [intentos, setIntentos] = useState(0);
  const [consultas, setConsultas] = useState(0);
  const resumen = useRef<HTMLDivElement>(null);
  const resultado = useRef<HTMLDivElement>(null);
  const pedido = useRef<AbortController | null>(null);

  /** Checks the typed lookup and sends it; false when a field is wrong (its message is shown). */
  const consultar = (typed: SeguimientoTyped): boolean => {
    const { consulta, errors } = checkSeguimiento(typed);
    setErrores(errors ?? {});
    pedido.current?.abort();
    if (!consulta) {
      setRespuesta(null);
      return false;
    }
    const { signal } = (pedido.current = new AbortController());
    setRespuesta('consultando');
    // Never retried: every lookup counts against the client's limit.
    fetch(`${SEGUIMIENTO_PATH}?${new URLSearchParams(consulta)}`, {
      signal,
      headers: { Accept: 'application/json' },
    })
      .then(async (r) => respuestaDe(r.status, r.status === 200 ? await r.json() : null))
      .catch((): RespuestaSeguimiento | null => (signal.aborted ? null : { estado: 'error' }))
      .then((answer) => {
        if (signal.aborted || !answer) return;
        setRespuesta(answer);
        setConsultas((n) => n + 1);
      });
    return true;
  };

  useEffect(() => {
    const search = new URLSearchParams(window.location.search);
    if (conCodigo(search)) {
      // The answer stays on the page; the code leaves the address bar and the history entry.
      const folio = search.get('folio');
      const sinCodigo = PAGE_PATTERNS.seguimiento + (folio ? `?${new URLSearchParams({ folio })}` : '');
      window.history.replaceState(window.history.state, '', sinCodigo);
      return;
    }
    // The comment form's receipt: read once, after hydration (the server's HTML and the first render agree).
    const recibo = tomarRecibo();
    if (!recibo) return;
    // The receipt is outside React (session storage), read once on arrival.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValores(recibo);
    consultar(recibo);
  }, []);

  // After a failed submit, focus goes to the error summary; after a lookup, to its answer.
  useEffect(() => {
    if (intentos) resumen.current?.focus();
  }, [intentos]);
  useEffect(() => {
    if (consultas) resultado.current?.focus();
  }, [consultas]);

  const enviar = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!consultar(valores)) setIntentos((n) => n + 1);
  };

  const items = SEGUIMIENTO_FIELDS.flatMap((campo) =>
    errores[campo] ? [{ campoId: CAMPOS[campo].id, mensaje: errores[campo] }] : [],
  );
  const consultando = respuesta === 'consultando';

  return (
    <>
      <ResumenErrores ref={resumen} id="seguimiento-resumen" items={items} />
      <form
        method="get"
        action={PAGE_PATTERNS.seguimiento}
        noValidate
        onSubmit={enviar}
        aria-label="Consultar una denuncia"
        className={`${f.form} ${s.form}`}
      >
        <div className={f.fila}>
          {SEGUIMIENTO_FIELDS.map((campo) => {
            const { id, etiqueta, ayuda } = CAMPOS[campo];
            const error = errores[campo];
            return (
              <div key={campo} className={f.field}>
                <label htmlFor={id} className={f.label}>
                  {etiqueta}{' '}
                  <span aria-hidden="true" className={f.requerido}>
                    *
                  </span>
                </label>
                <p id={`${id}-ayuda`} className={f.ayuda}>
                  {ayuda}
                </p>
                <input
                  id={id}
                  name={campo}
                  type="text"
                  required
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  value={valores[campo]}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setValores((v) => ({ ...v, [campo]: value }));
                  }}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${id}-ayuda${error ? ` ${id}-error` : ''}`}
                />
                {error && (
                  <p id={`${id}-error`} className={f.error}>
                    {error}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <div className={f.acciones}>
          <button type="submit" className={f.primario} aria-busy={consultando || undefined}>
            Consultar
          </button>
        </div>
      </form>

      <div ref={resultado} tabIndex={-1} className={s.resultado}>
        {respuesta === undefined ? (
          children
        ) : consultando ? (
          <p>Consultando la denuncia…</p>
        ) : respuesta ? (
          <Respuesta respuesta={respuesta} />
        ) : null}
      </div>
    </>
  );
}
