'use client';
import {
  SUSCRIPCIONES_MESSAGES as M,
  SUSCRIPCIONES_PATH,
  type AvisoSuscripcion,
} from '@rnt/contract/suscripciones-textos';
import { MESSAGES } from '@rnt/contract/messages';
import { useRef, useState, type FormEvent } from 'react';
import s from '../views/suscripcion.module.css';

/**
 * The contract's schema (and zod with it) is loaded when the citizen reaches for the field, not with the
 * page: the light pages' JavaScript budget (decision 031) is spent on what every visitor needs.
 */
const loadSchema = () => import('@rnt/contract/suscripciones').then((m) => m.suscripcionCorreoSchema);

type Estado = { tipo: 'nada' | 'enviando' | 'enviada' | 'problema'; texto: string };

const inicial = (aviso: AvisoSuscripcion | null): Estado =>
  aviso === 'enviada'
    ? { tipo: 'enviada', texto: M.enviada }
    : aviso === 'no-disponible'
      ? { tipo: 'problema', texto: M.noDisponible }
      : { tipo: 'nada', texto: '' };

/**
 * "Recibir avisos de cambios" (issue 32): a POST form to the API that works without JavaScript (the API
 * answers with a 303 back to the page and its notice, `aviso`); with JavaScript the address is checked
 * with the contract's schema (its Spanish message, the typed text kept) and sent as JSON, and the 202's
 * message is read out from the live region.
 */
export function SuscripcionForm({
  modalidadId,
  aviso,
}: {
  modalidadId: number;
  aviso: AvisoSuscripcion | null;
}) {
  const [correo, setCorreo] = useState('');
  const [error, setError] = useState<string | null>(aviso === 'invalida' ? MESSAGES.correoInvalido : null);
  const [estado, setEstado] = useState<Estado>(() => inicial(aviso));
  const input = useRef<HTMLInputElement>(null);

  const fallar = (mensaje: string) => {
    setError(mensaje);
    setEstado({ tipo: 'nada', texto: '' });
    input.current?.focus();
  };

  const enviar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setEstado({ tipo: 'enviando', texto: '' });
    let schema;
    try {
      schema = await loadSchema();
    } catch {
      // The module could not be fetched (a lost connection): the form posts as it does without JavaScript.
      form.submit();
      return;
    }
    const checked = schema.safeParse(correo);
    if (!checked.success) return fallar(checked.error.issues[0]?.message ?? MESSAGES.correoInvalido);
    setError(null);
    await fetch(SUSCRIPCIONES_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ correo: checked.data, modalidad_id: modalidadId }),
    })
      .then(async (res) => {
        const body = (await res.json().catch(() => ({}))) as {
          message?: string;
          errors?: Record<string, string[]>;
        };
        if (res.status === 202) return setEstado({ tipo: 'enviada', texto: body.message ?? M.enviada });
        const campo = body.errors?.correo?.[0];
        if (campo) return fallar(campo);
        setEstado({ tipo: 'problema', texto: body.message ?? MESSAGES.errorInterno });
      })
      .catch(() => setEstado({ tipo: 'problema', texto: MESSAGES.errorInterno }));
  };

  const errorId = 'suscripcion-correo-error';
  return (
    <form method="post" action={SUSCRIPCIONES_PATH} noValidate onSubmit={(e) => void enviar(e)}>
      <input type="hidden" name="modalidad_id" value={modalidadId} />
      <label htmlFor="suscripcion-correo" className={s.label}>
        Correo electrónico
      </label>
      <div className="search-row">
        <input
          ref={input}
          id="suscripcion-correo"
          name="correo"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={correo}
          onChange={(e) => setCorreo(e.target.value)}
          onFocus={() => void loadSchema().catch(() => {})}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`search-input ${s.input}`}
        />
        <button type="submit" className={s.button} disabled={estado.tipo === 'enviando'}>
          Recibir avisos
        </button>
      </div>
      {error && (
        <p id={errorId} className={s.error}>
          {error}
        </p>
      )}
      <div role="status" className={`${s.status} ${estado.tipo === 'problema' ? s.problem : ''}`}>
        {estado.texto && <p>{estado.texto}</p>}
      </div>
    </form>
  );
}
