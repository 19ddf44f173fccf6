import {
  SUSCRIPCIONES_BAJA_PATH,
  SUSCRIPCIONES_CONFIRMAR_PATH,
  SUSCRIPCIONES_MESSAGES as M,
} from '@rnt/contract/suscripciones-textos';
import s from './suscripcion.module.css';

/** What a mail's link page shows: its form (the token from the link) or the result after the POST. */
export interface SuscripcionLink {
  /** The token of the mail's link; never echoed but in the form's hidden field. */
  token: string | null;
  /** `?estado=` of the API's 303. */
  estado: string | null;
  /** The modality confirmed, when the API named it: its name and page. */
  modalidad?: { nombre: string; href: string } | null;
}

/**
 * The page head of a mail's link: the token must not travel on (no referrer), and the page is nobody's
 * search result.
 */
function Head({ title }: { title: string }) {
  return (
    <>
      <title>{`${title} - Registro Nacional de Trámites`}</title>
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
    </>
  );
}

function Result({ title, text, children }: { title: string; text: string; children?: React.ReactNode }) {
  return (
    <div className={s.result}>
      <Head title={title} />
      <h1>{title}</h1>
      <p role="status">{text}</p>
      {children}
      <p>
        <a href="/">Ir al inicio</a>
      </p>
    </div>
  );
}

function TokenForm(props: { action: string; title: string; text: string; button: string; token: string }) {
  return (
    <div className={s.result}>
      <Head title={props.title} />
      <h1>{props.title}</h1>
      <p>{props.text}</p>
      {/* A POST, never a GET: mail scanners open links, and must not confirm or unsubscribe. */}
      <form method="post" action={props.action}>
        <input type="hidden" name="token" value={props.token} />
        <button type="submit" className={s.button}>
          {props.button}
        </button>
      </form>
    </div>
  );
}

/** `/suscripciones/confirmar`: the double opt-in's button, then "confirmada" or "ya usado o vencido". */
export function ConfirmarSuscripcionView({ token, estado, modalidad }: SuscripcionLink) {
  if (estado === 'confirmada')
    return (
      <Result title="Suscripción confirmada" text={M.confirmada}>
        {modalidad && (
          <p>
            Modalidad: <a href={modalidad.href}>{modalidad.nombre}</a>
          </p>
        )}
      </Result>
    );
  if (estado === 'invalida' || !token)
    return <Result title="El enlace ya no es válido" text={M.confirmacionInvalida} />;
  return (
    <TokenForm
      action={SUSCRIPCIONES_CONFIRMAR_PATH}
      title="Confirme su suscripción"
      text="Pulse el botón para empezar a recibir por correo los avisos de cambios de la modalidad que eligió."
      button="Confirmar suscripción"
      token={token}
    />
  );
}

/** `/suscripciones/baja`: the unsubscribe's button, then "ya no recibirá avisos" or "enlace no válido". */
export function BajaSuscripcionView({ token, estado }: SuscripcionLink) {
  if (estado === 'baja') return <Result title="Suscripción cancelada" text={M.baja} />;
  if (estado === 'invalida' || !token) return <Result title="El enlace no es válido" text={M.bajaInvalida} />;
  return (
    <TokenForm
      action={SUSCRIPCIONES_BAJA_PATH}
      title="Dejar de recibir avisos"
      text="Pulse el botón para dejar de recibir los avisos de cambios de esta modalidad. Su dirección se borrará del registro de avisos."
      button="Dejar de recibir avisos"
      token={token}
    />
  );
}
