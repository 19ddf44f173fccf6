/**
 * What the comment form shows after a stored submission (Comment flow): the success dialog 'Denuncia
 * enviada con éxito' / 'Gracias por denunciar los trámites errones' with the folio and tracking code to
 * keep (issue 23), and the thank-you text with its image that replaces the form's intro.
 */
import { PAGE_PATTERNS } from '@rnt/contract/page-paths';
import { MESSAGES } from '@rnt/contract/messages';
import { useEffect, useRef, useState, type Ref } from 'react';
import { guardarRecibo } from '../../lib/seguimiento-recibo';
import s from './comentario-form.module.css';

export interface Recibo {
  folio: string;
  /** Shown once; null when a retry reached a complaint already stored (the code is not kept). */
  codigo: string | null;
}

/** The tracking page; the folio and code travel in the tab's session storage, never in the address. */
function EnlaceSeguimiento({ recibo }: { recibo: Recibo }) {
  return (
    <a
      href={PAGE_PATTERNS.seguimiento}
      onClick={() => guardarRecibo({ folio: recibo.folio, codigo: recibo.codigo ?? '' })}
    >
      Consultar el seguimiento de su denuncia
    </a>
  );
}

/** A value the citizen must keep (the folio, the tracking code), with a "Copiar" action. */
function DatoCopiable({
  etiqueta,
  valor,
  testId,
  nombreAccesible,
}: {
  etiqueta: string;
  valor: string;
  testId: string;
  /** What the button copies, for screen readers: "Copiar el folio". */
  nombreAccesible: string;
}) {
  const [copiado, setCopiado] = useState(false);
  // "Copiado" for 3 s from the last copy: the timer starts with the copy, not from an effect of the state
  // (Preact runs effects after the next frame), and is cleared with the button.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copiar = () => {
    setCopiado(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopiado(false), 3000);
  };
  return (
    <p className={s.dato}>
      <span>
        {etiqueta}:{' '}
        <strong data-testid={testId} className={s.codigo}>
          {valor}
        </strong>
      </span>
      <button
        type="button"
        className={s.secundario}
        aria-label={copiado ? `${nombreAccesible}: copiado` : nombreAccesible}
        onClick={() =>
          void navigator.clipboard
            ?.writeText(valor)
            .then(copiar)
            .catch(() => {})
        }
      >
        {copiado ? 'Copiado' : 'Copiar'}
      </button>
    </p>
  );
}

/** The thank-you illustration: an envelope with a check mark, drawn in the portal's colours. */
function IlustracionGracias() {
  return (
    <svg width="160" height="120" viewBox="0 0 160 120" role="img" aria-labelledby="ilustracion-gracias">
      <title id="ilustracion-gracias">Sobre enviado con una marca de verificación</title>
      <rect x="14" y="26" width="112" height="76" rx="8" fill="#eaf0f8" stroke="#1c3d6e" strokeWidth="4" />
      <path d="M16 30 L70 72 L124 30" fill="none" stroke="#1c3d6e" strokeWidth="4" strokeLinejoin="round" />
      <circle cx="122" cy="32" r="26" fill="#2b8a3e" />
      <path
        d="M109 32 L118 41 L136 23"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Replaces the intro after a successful submission, with the folio and the tracking code to copy. The
 * form focuses its heading once the success dialog closes, so the text stays in view above the emptied
 * form.
 */
export function Agradecimiento({ recibo, ref }: { recibo: Recibo; ref: Ref<HTMLHeadingElement> }) {
  return (
    <div className={s.gracias} data-testid="agradecimiento">
      <IlustracionGracias />
      <div className={s.graciasTexto}>
        <h2 ref={ref} tabIndex={-1} className={s.graciasTitulo}>
          ¡Gracias por su comentario!
        </h2>
        <p>
          Lo recibimos con el folio <strong>{recibo.folio}</strong>. Consérvelo para dar seguimiento a su
          comentario. Puede enviar otro comentario con el formulario.
        </p>
        <DatoCopiable
          etiqueta="Folio"
          valor={recibo.folio}
          testId="agradecimiento-folio"
          nombreAccesible="Copiar el folio"
        />
        {recibo.codigo && (
          <DatoCopiable
            etiqueta="Código de seguimiento"
            valor={recibo.codigo}
            testId="agradecimiento-codigo"
            nombreAccesible="Copiar el código de seguimiento"
          />
        )}
        <p>
          <EnlaceSeguimiento recibo={recibo} />
        </p>
      </div>
    </div>
  );
}

/** The success dialog: a native modal `<dialog>`, opened when the receipt arrives; `onClose` after it shuts. */
export function EnvioExitosoDialog({ recibo, onClose }: { recibo: Recibo; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, []);
  return (
    // role="dialog" written out, so that `[role="dialog"]` finds it as it finds the other dialogs.
    // eslint-disable-next-line jsx-a11y-x/no-redundant-roles
    <dialog
      ref={dialog}
      role="dialog"
      aria-labelledby="envio-exitoso-titulo"
      className={s.dialogo}
      onClose={onClose}
    >
      <h2 id="envio-exitoso-titulo" className={s.dialogoTitulo}>
        {MESSAGES.denunciaEnviadaTitulo}
      </h2>
      <p>{MESSAGES.denunciaEnviadaTexto}</p>
      <DatoCopiable
        etiqueta="Número de folio"
        valor={recibo.folio}
        testId="folio"
        nombreAccesible="Copiar el folio"
      />
      {recibo.codigo ? (
        <>
          <DatoCopiable
            etiqueta="Código de seguimiento"
            valor={recibo.codigo}
            testId="codigo-seguimiento"
            nombreAccesible="Copiar el código de seguimiento"
          />
          <p className={s.nota}>
            Guarde el folio y el código: con los dos puede ver el estado de su denuncia y nuestras respuestas.
            El código se muestra solo esta vez.
          </p>
        </>
      ) : (
        <p className={s.nota}>{MESSAGES.codigoNoRepetible}</p>
      )}
      <p>
        <EnlaceSeguimiento recibo={recibo} />
      </p>
      <div className={s.acciones}>
        <button type="button" className={s.primario} onClick={() => dialog.current?.close()}>
          Aceptar
        </button>
      </div>
    </dialog>
  );
}
