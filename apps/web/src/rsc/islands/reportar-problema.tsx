/**
 * "Reportar un problema con esta página" on the light pages (issue 30): what went wrong (a choice) and,
 * optionally, what happened (≤ 1,200 characters), in a native modal `<dialog>`. Validated with the
 * server's own schema (`reporteProblemaSchema`); what was typed survives a failed send. Loaded by the
 * "¿Le fue útil esta página?" island the first time the form is opened: the schema library is not in
 * the page's first code.
 */
import {
  reporteProblemaSchema,
  VALORACION_COMENTARIO_MAX,
  VALORACION_MOTIVOS,
  VALORACIONES_MESSAGES,
  VALORACIONES_PUBLIC_PATH,
  type ValoracionMotivo,
} from '@rnt/contract/valoraciones';
import { z } from '@rnt/contract/zod';
import { useEffect, useRef, useState } from 'react';
import s from './pagina-util.module.css';

type Errors = Partial<Record<'motivo' | 'comentario' | 'form', string>>;

export default function ReportarProblema({
  ruta,
  onClose,
}: {
  ruta: string;
  onClose: (enviado: boolean) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [motivo, setMotivo] = useState('');
  const [comentario, setComentario] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [enviando, setEnviando] = useState(false);
  const closing = useRef<boolean>(false);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    el.showModal();
    el.querySelector<HTMLInputElement>('input[name="motivo"]')?.focus();
  }, []);

  const close = (enviado: boolean) => {
    closing.current = enviado;
    dialog.current?.close();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = reporteProblemaSchema.safeParse({ motivo: motivo || undefined, comentario });
    if (!parsed.success) {
      const fields = z.flattenError(parsed.error).fieldErrors;
      setErrors({ motivo: fields.motivo?.[0], comentario: fields.comentario?.[0] });
      dialog.current
        ?.querySelector<HTMLElement>(fields.motivo ? 'input[name="motivo"]' : 'textarea')
        ?.focus();
      return;
    }
    setErrors({});
    setEnviando(true);
    try {
      const response = await fetch(VALORACIONES_PUBLIC_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ruta,
          motivo: parsed.data.motivo,
          comentario: parsed.data.comentario || undefined,
        }),
      });
      if (response.ok) return close(true);
      const body = (await response.json().catch(() => null)) as { errors?: Record<string, string[]> } | null;
      setErrors({
        motivo: body?.errors?.motivo?.[0],
        comentario: body?.errors?.comentario?.[0],
        form:
          response.status === 429
            ? 'Se enviaron demasiados reportes desde su conexión. Espere un minuto e intente de nuevo.'
            : 'No se pudo enviar el reporte. Revise los datos e intente de nuevo.',
      });
    } catch {
      setErrors({ form: 'No se pudo enviar el reporte. Revise su conexión e intente de nuevo.' });
    } finally {
      setEnviando(false);
    }
  };

  return (
    // role="dialog" written out, so that `[role="dialog"]` finds it as it finds the other dialogs.
    // eslint-disable-next-line jsx-a11y-x/no-redundant-roles
    <dialog
      ref={dialog}
      role="dialog"
      aria-labelledby="reportar-titulo"
      className={s.dialog}
      onClose={() => onClose(closing.current)}
    >
      <div className={s.dialogHeader}>
        <h2 id="reportar-titulo">{VALORACIONES_MESSAGES.reportar}</h2>
        <button type="button" aria-label="Cerrar" className={s.close} onClick={() => close(false)}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <form onSubmit={(e) => void submit(e)} noValidate className={s.form}>
        {errors.form && (
          <div role="alert" className={s.alert}>
            <strong>No se envió el reporte.</strong> {errors.form}
          </div>
        )}
        <fieldset aria-describedby={errors.motivo ? 'reportar-motivo-error' : undefined}>
          <legend>
            ¿Qué salió mal? <span aria-hidden="true">*</span>
          </legend>
          {(Object.entries(VALORACION_MOTIVOS) as [ValoracionMotivo, string][]).map(([code, label]) => (
            <label key={code} className={s.radio}>
              <input
                type="radio"
                name="motivo"
                value={code}
                checked={motivo === code}
                onChange={() => setMotivo(code)}
                required
              />
              {label}
            </label>
          ))}
          {errors.motivo && (
            <p id="reportar-motivo-error" className={s.error}>
              {errors.motivo}
            </p>
          )}
        </fieldset>
        <label htmlFor="reportar-comentario" className={s.label}>
          Cuéntenos qué pasó (opcional)
        </label>
        <p id="reportar-comentario-ayuda" className={s.help}>
          {VALORACIONES_MESSAGES.sinDatosPersonales}
        </p>
        <textarea
          id="reportar-comentario"
          name="comentario"
          rows={4}
          value={comentario}
          onChange={(e) => setComentario(e.currentTarget.value)}
          aria-invalid={errors.comentario ? true : undefined}
          aria-describedby={`reportar-comentario-ayuda reportar-comentario-cuenta${errors.comentario ? ' reportar-comentario-error' : ''}`}
        />
        {errors.comentario && (
          <p id="reportar-comentario-error" className={s.error}>
            {errors.comentario}
          </p>
        )}
        <p id="reportar-comentario-cuenta" className={s.help}>
          {comentario.length} de {VALORACION_COMENTARIO_MAX} caracteres
        </p>
        <div className={s.buttons}>
          <button type="button" onClick={() => close(false)}>
            Cancelar
          </button>
          <button type="submit" className={s.submit} disabled={enviando}>
            Enviar reporte
          </button>
        </div>
      </form>
    </dialog>
  );
}
