'use client';
import { PUBLIC_TRAMITES_PATH } from '@rnt/contract/api-paths';
import { COMMENT_MESSAGE_MAX_LENGTH, COMMENT_TOAST_MS, REGISTERED_STATE_IDS } from '@rnt/contract/constants';
import {
  COMPLAINT_PERSONAL_DATA_RETENTION_DAYS,
  COMPLAINT_UNLISTED_PROCEDURE_MAX_LENGTH,
} from '@rnt/contract/denuncia-estados';
import {
  checkAttachment,
  DENUNCIA_FIELD_ORDER,
  formatMaxSize,
  remainingCharacters,
  stripNameCharacters,
  truncateMessage,
  type AttachmentRules,
  type DenunciaField,
} from '@rnt/contract/denuncia-rules';
import { MESSAGES } from '@rnt/contract/messages';
import { useEffect, useRef, useState, type ClipboardEvent, type FormEvent, type ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { enviarDenuncia, EnvioRechazado } from './enviar-denuncia';
import { Agradecimiento, EnvioExitosoDialog, type Recibo } from './envio-exitoso';
import { ResumenErrores } from './resumen-errores';
import s from './comentario-form.module.css';

/**
 * The contract's schema (zod) and phone formatter (libphonenumber) are loaded when the citizen first
 * reaches for the form (a focus), not with the page: the light pages' JavaScript budget (decision 031) is
 * spent on what every visitor needs. The server checks the same schema again.
 */
let reglas: Promise<typeof import('@rnt/contract/denuncia')> | null = null;
const cargarReglas = () => {
  reglas ??= import('@rnt/contract/denuncia').catch((error: unknown) => {
    reglas = null;
    throw error;
  });
  return reglas;
};

export interface InstitucionOpcion {
  institucion_id: number;
  nombre_institucion: string;
}

/** The modality a bound form is about (`/tramite/comentarios-ciudadanos/{id}`). */
export interface ModalidadElegida {
  modalidad_id: number;
  nombre_modalidad: string;
  nombre_tramite: string;
  nombre_institucion: string;
}

interface TramiteOpcion {
  tramite_id: number;
  nombre_tramite: string;
  modalidades: { modalidad_id: number; nombre_modalidad: string }[];
}

interface Valores {
  anonimo: boolean;
  /** "El trámite no aparece en la lista" (main view only, decision 017). */
  tramite_no_listado: boolean;
  descripcion_tramite: string;
  institucion_id: string;
  tramite_id: string;
  modalidad_id: string;
  nombres: string;
  apellidos: string;
  correo: string;
  telefono: string;
  mensaje: string;
}
type Errores = Partial<Record<DenunciaField, string>>;

const PERSONALES = ['nombres', 'apellidos', 'correo', 'telefono'] as const;
const campoId = (field: DenunciaField) => `denuncia-${field.replace('_id', '')}`;
/** 1200 → '1,200', the same on the server and in every browser. */
const miles = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** crypto.randomUUID needs a secure context; getRandomValues works on plain HTTP too. */
const claveAleatoria = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** Until the formatter is loaded, spaces typed in the phone become hyphens all the same. */
const conGuiones = (raw: string) => (raw.trim() ? raw.trimStart().replace(/\s+/g, '-') : '');

type Lista<T> = { estado: 'vacia' | 'cargando' | 'error' } | { estado: 'lista'; datos: T[] };

/**
 * The comment/complaint form (Comment form; Comment flow), one island of the light page. Bound to a
 * modality when `modalidad` is given; otherwise the citizen chooses institution → procedure → modality in
 * native selects (the institutions come with the page; a procedure list is read when its institution is
 * chosen). Validated with the server's own zod schema, sent with upload progress, and never shows success
 * without a stored submission (decision 2). `children` is the intro, replaced by the thank-you text.
 */
export function ComentarioForm({
  instituciones,
  modalidad,
  reglasAdjunto,
  children,
}: {
  /** null when the list could not be read. */
  instituciones: InstitucionOpcion[] | null;
  modalidad?: ModalidadElegida;
  reglasAdjunto: AttachmentRules;
  children: ReactNode;
}) {
  const inicial: Valores = {
    anonimo: false,
    tramite_no_listado: false,
    descripcion_tramite: '',
    institucion_id: '',
    tramite_id: '',
    modalidad_id: modalidad ? String(modalidad.modalidad_id) : '',
    nombres: '',
    apellidos: '',
    correo: '',
    telefono: '',
    mensaje: '',
  };
  const [valores, setValores] = useState<Valores>(inicial);
  const [imagen, setImagen] = useState<File | null>(null);
  const [errores, setErrores] = useState<Errores>({});
  const [intentoFallido, setIntentoFallido] = useState(0);
  const [fallo, setFallo] = useState<string | null>(null);
  const [progreso, setProgreso] = useState<number | null>(null);
  const [recibo, setRecibo] = useState<Recibo | null>(null);
  const [dialogo, setDialogo] = useState(false);
  const [aviso, setAviso] = useState<{ tipo: 'error' | 'aviso'; mensajes: string[] } | null>(null);
  const [tramites, setTramites] = useState<Lista<TramiteOpcion>>({ estado: 'vacia' });
  // Until the page's code runs the button stays off: without JavaScript the form cannot send (noscript).
  const listo = useHydrated();
  const [formatear, setFormatear] = useState<((raw: string, previous: string) => string) | null>(null);
  const clave = useRef<{ contenido: string; valor: string } | null>(null);
  const pedido = useRef<AbortController | null>(null);
  const resumen = useRef<HTMLDivElement>(null);
  const gracias = useRef<HTMLHeadingElement>(null);
  const archivo = useRef<HTMLInputElement>(null);

  // After a failed submit, focus goes to the error summary (GOV.UK pattern).
  useEffect(() => {
    if (intentoFallido) resumen.current?.focus();
  }, [intentoFallido]);
  // A notice shows for 1.5 s (Comment toast).
  useEffect(() => {
    if (!aviso) return;
    const timer = setTimeout(() => setAviso(null), COMMENT_TOAST_MS);
    return () => clearTimeout(timer);
  }, [aviso]);

  /** Loads the schema and the phone formatter; the phone typed meanwhile is formatted once it is here. */
  const preparar = () =>
    cargarReglas()
      .then((m) => {
        if (formatear) return m;
        setFormatear(() => m.phoneAsTyped);
        setValores((v) => ({ ...v, telefono: v.telefono && m.phoneAsTyped(v.telefono, '') }));
        return m;
      })
      .catch(() => null);

  const quitarErrores = (...campos: DenunciaField[]) =>
    setErrores((e) =>
      Object.fromEntries(Object.entries(e).filter(([k]) => !campos.includes(k as DenunciaField))),
    );
  const cambiar = <K extends keyof Valores>(campo: K, valor: Valores[K]) => {
    setValores((v) => ({ ...v, [campo]: valor }));
    quitarErrores(campo as DenunciaField);
  };

  const elegirInstitucion = (id: string) => {
    setValores((v) => ({ ...v, institucion_id: id, tramite_id: '', modalidad_id: '' }));
    quitarErrores('institucion_id');
    pedido.current?.abort();
    if (!id) return setTramites({ estado: 'vacia' });
    const { signal } = (pedido.current = new AbortController());
    setTramites({ estado: 'cargando' });
    const query = new URLSearchParams({ institucion_id: id });
    for (const estado of REGISTERED_STATE_IDS) query.append('estado_solicitud[]', String(estado));
    fetch(`${PUBLIC_TRAMITES_PATH}?${query}`, { signal })
      .then((r) => (r.ok ? (r.json() as Promise<{ tramites: TramiteOpcion[] }>) : Promise.reject(r)))
      .then((d) => !signal.aborted && setTramites({ estado: 'lista', datos: d.tramites }))
      .catch(() => !signal.aborted && setTramites({ estado: 'error' }));
  };

  const tramite =
    tramites.estado === 'lista'
      ? tramites.datos.find((t) => String(t.tramite_id) === valores.tramite_id)
      : null;

  const mostrarErrores = (nuevos: Errores) => {
    setErrores(nuevos);
    const mensajes = DENUNCIA_FIELD_ORDER.flatMap((f) => (nuevos[f] ? [nuevos[f]] : []));
    if (mensajes.length) setAviso({ tipo: 'error', mensajes });
    setIntentoFallido((n) => n + 1);
  };

  /** One idempotency key per content: a retry of the same comment is stored once. */
  const claveDe = () => {
    const contenido = JSON.stringify({
      ...valores,
      imagen: imagen && [imagen.name, imagen.size, imagen.lastModified],
    });
    if (clave.current?.contenido !== contenido) clave.current = { contenido, valor: claveAleatoria() };
    return clave.current.valor;
  };

  const enviar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (progreso !== null) return;
    setFallo(null);
    const m = await preparar();
    if (!m) return setFallo(MESSAGES.denunciaNoEnviada);
    const schema = modalidad ? m.denunciaSchema : m.denunciaPrincipalSchema;
    const result = schema.safeParse(valores);
    const nuevos: Errores = {};
    if (!result.success)
      for (const issue of result.error.issues) {
        const campo = issue.path[0] as DenunciaField;
        if (typeof campo === 'string' && !nuevos[campo]) nuevos[campo] = issue.message;
      }
    const adjunto = imagen && checkAttachment(imagen, reglasAdjunto);
    if (adjunto) nuevos.imagen = adjunto;
    if (!result.success || adjunto) return mostrarErrores(nuevos);

    setErrores({});
    setIntentoFallido(0);
    setProgreso(0);
    try {
      const answer = await enviarDenuncia(
        { datos: result.data, imagen, idempotencyKey: claveDe() },
        (fraction) => setProgreso(Math.round(fraction * 100)),
      );
      clave.current = null;
      setValores(inicial);
      setImagen(null);
      setTramites({ estado: 'vacia' });
      if (archivo.current) archivo.current.value = '';
      setRecibo({ folio: answer.folio, codigo: answer.codigo_seguimiento ?? null });
      setDialogo(true);
    } catch (error) {
      if (error instanceof EnvioRechazado && error.status === 429)
        setFallo(error.body?.message ?? MESSAGES.demasiadasSolicitudes);
      // The server says why it could not take the comment now (database or file store down).
      else if (error instanceof EnvioRechazado && error.status === 503 && error.body?.message)
        setFallo(`${error.body.message} Lo que escribió se conserva.`);
      else if (error instanceof EnvioRechazado && error.status < 500 && error.body?.errors) {
        const conocidos: Errores = {};
        for (const [campo, mensajes] of Object.entries(error.body.errors))
          if ((DENUNCIA_FIELD_ORDER as readonly string[]).includes(campo) && mensajes[0])
            conocidos[campo as DenunciaField] = mensajes[0];
        setFallo(MESSAGES.denunciaRechazada);
        if (Object.keys(conocidos).length) mostrarErrores(conocidos);
      } else setFallo(MESSAGES.denunciaNoEnviada);
    } finally {
      setProgreso(null);
    }
  };

  const elegirArchivo = (file: File | null) => {
    setImagen(file);
    const problema = file && checkAttachment(file, reglasAdjunto);
    setErrores((e) => ({ ...e, imagen: problema ?? undefined }));
    if (problema) setAviso({ tipo: 'error', mensajes: [problema] });
  };

  const pegarMensaje = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const target = event.currentTarget;
    const pegado = event.clipboardData.getData('text');
    const siguiente =
      valores.mensaje.slice(0, target.selectionStart) + pegado + valores.mensaje.slice(target.selectionEnd);
    const { value, truncated } = truncateMessage(siguiente);
    if (!truncated) return;
    event.preventDefault();
    cambiar('mensaje', value);
    setAviso({ tipo: 'aviso', mensajes: [MESSAGES.contenidoTruncado] });
  };

  const resumenItems = DENUNCIA_FIELD_ORDER.flatMap((f) =>
    errores[f] ? [{ campo: f, mensaje: errores[f] }] : [],
  );
  const enviando = progreso !== null;
  const restantes = remainingCharacters(valores.mensaje);
  const restantesDescripcion = Math.max(
    0,
    COMPLAINT_UNLISTED_PROCEDURE_MAX_LENGTH - valores.descripcion_tramite.length,
  );

  /** The props that tie a field to its label, hint and error. */
  const campo = (field: DenunciaField, ...ayudas: string[]) => {
    const id = campoId(field);
    const describedBy = [...ayudas, errores[field] ? `${id}-error` : ''].filter(Boolean).join(' ');
    return {
      id,
      'aria-invalid': errores[field] ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
  };
  const error = (field: DenunciaField) =>
    errores[field] ? (
      <p id={`${campoId(field)}-error`} className={s.error}>
        {errores[field]}
      </p>
    ) : null;
  const etiqueta = (field: DenunciaField, texto: string) => (
    <label htmlFor={campoId(field)} className={s.label}>
      {texto}{' '}
      <span aria-hidden="true" className={s.requerido}>
        *
      </span>
    </label>
  );

  return (
    <>
      {recibo ? <Agradecimiento ref={gracias} recibo={recibo} /> : children}

      {intentoFallido > 0 && (
        <ResumenErrores
          ref={resumen}
          id="denuncia-resumen"
          items={resumenItems.map(({ campo: f, mensaje }) => ({ campoId: campoId(f), mensaje }))}
        />
      )}

      <form
        method="post"
        noValidate
        className={s.form}
        onFocus={() => void preparar()}
        onSubmit={(e) => void enviar(e)}
      >
        {modalidad ? (
          <div className={s.elegida}>
            <p className={s.tenue}>
              {modalidad.nombre_institucion} · {modalidad.nombre_tramite}
            </p>
            <p className={s.fuerte}>Modalidad: {modalidad.nombre_modalidad}</p>
          </div>
        ) : (
          <>
            <div className={s.check}>
              <input
                type="checkbox"
                id="denuncia-no-listado"
                checked={valores.tramite_no_listado}
                aria-describedby="denuncia-no-listado-ayuda"
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  setValores((v) => ({
                    ...v,
                    tramite_no_listado: checked,
                    tramite_id: '',
                    modalidad_id: '',
                  }));
                  quitarErrores('tramite_id', 'modalidad_id', 'descripcion_tramite');
                }}
              />
              <div>
                <label htmlFor="denuncia-no-listado">El trámite no aparece en la lista</label>
                <p id="denuncia-no-listado-ayuda" className={s.ayuda}>
                  Elija la institución y describa lo que le pidieron.
                </p>
              </div>
            </div>

            <div className={s.field}>
              {etiqueta('institucion_id', 'Institución')}
              <select
                {...campo('institucion_id', instituciones ? '' : 'denuncia-institucion-fallo')}
                aria-required="true"
                value={valores.institucion_id}
                onChange={(e) => elegirInstitucion(e.currentTarget.value)}
              >
                <option value="">
                  {instituciones?.length === 0 ? MESSAGES.selectVacio : 'Seleccione una institución'}
                </option>
                {instituciones?.map((i) => (
                  <option key={i.institucion_id} value={i.institucion_id}>
                    {i.nombre_institucion}
                  </option>
                ))}
              </select>
              {!instituciones && (
                <p id="denuncia-institucion-fallo" className={s.error}>
                  No se pudieron cargar las instituciones.
                </p>
              )}
              {error('institucion_id')}
            </div>

            {valores.tramite_no_listado ? (
              <div className={s.field}>
                {etiqueta('descripcion_tramite', 'Descripción del trámite')}
                <p id="denuncia-descripcion-ayuda" className={s.ayuda}>
                  ¿Qué trámite, requisito o pago le pidieron? Máximo 300 caracteres.
                </p>
                <textarea
                  {...campo(
                    'descripcion_tramite',
                    'denuncia-descripcion-ayuda',
                    'denuncia-descripcion-contador',
                  )}
                  aria-required="true"
                  rows={3}
                  maxLength={COMPLAINT_UNLISTED_PROCEDURE_MAX_LENGTH}
                  value={valores.descripcion_tramite}
                  onChange={(e) =>
                    cambiar(
                      'descripcion_tramite',
                      e.currentTarget.value.slice(0, COMPLAINT_UNLISTED_PROCEDURE_MAX_LENGTH),
                    )
                  }
                />
                <p id="denuncia-descripcion-contador" className={s.ayuda}>
                  Caracteres restantes: {restantesDescripcion}
                </p>
                {error('descripcion_tramite')}
              </div>
            ) : (
              <>
                <div className={s.field}>
                  {etiqueta('tramite_id', 'Trámite')}
                  <select
                    {...campo('tramite_id', tramites.estado === 'error' ? 'denuncia-tramite-fallo' : '')}
                    aria-required="true"
                    aria-busy={tramites.estado === 'cargando' || undefined}
                    value={valores.tramite_id}
                    onChange={(e) => {
                      const id = e.currentTarget.value;
                      setValores((v) => ({ ...v, tramite_id: id, modalidad_id: '' }));
                      quitarErrores('tramite_id');
                    }}
                  >
                    <option value="">
                      {tramites.estado === 'vacia'
                        ? 'Seleccione primero una institución'
                        : tramites.estado === 'cargando'
                          ? 'Cargando trámites…'
                          : tramites.estado === 'lista' && tramites.datos.length === 0
                            ? MESSAGES.selectVacio
                            : 'Seleccione un trámite'}
                    </option>
                    {tramites.estado === 'lista' &&
                      tramites.datos.map((t) => (
                        <option key={t.tramite_id} value={t.tramite_id}>
                          {t.nombre_tramite}
                        </option>
                      ))}
                  </select>
                  {tramites.estado === 'error' && (
                    <p id="denuncia-tramite-fallo" className={s.error}>
                      No se pudieron cargar los trámites.
                    </p>
                  )}
                  {error('tramite_id')}
                </div>
                <div className={s.field}>
                  {etiqueta('modalidad_id', 'Modalidad')}
                  <select
                    {...campo('modalidad_id')}
                    aria-required="true"
                    value={valores.modalidad_id}
                    onChange={(e) => cambiar('modalidad_id', e.currentTarget.value)}
                  >
                    <option value="">
                      {tramite ? 'Seleccione una modalidad' : 'Seleccione primero un trámite'}
                    </option>
                    {tramite?.modalidades.map((m) => (
                      <option key={m.modalidad_id} value={m.modalidad_id}>
                        {m.nombre_modalidad}
                      </option>
                    ))}
                  </select>
                  {error('modalidad_id')}
                </div>
              </>
            )}
          </>
        )}

        <div className={s.check}>
          <input
            type="checkbox"
            id="denuncia-anonimo"
            checked={valores.anonimo}
            aria-describedby="denuncia-anonimo-ayuda"
            onChange={(e) => {
              const anonimo = e.currentTarget.checked;
              // Checking it clears the personal fields (and their errors).
              setValores((v) => ({ ...v, anonimo, nombres: '', apellidos: '', correo: '', telefono: '' }));
              quitarErrores(...PERSONALES);
            }}
          />
          <div>
            <label htmlFor="denuncia-anonimo">Enviar de forma anónima</label>
            <p id="denuncia-anonimo-ayuda" className={s.ayuda}>
              No se pedirán ni guardarán sus datos personales.
            </p>
          </div>
        </div>

        {!valores.anonimo && (
          <div role="group" aria-label="Datos personales" className={s.personales}>
            <div className={s.fila}>
              {(
                [
                  ['nombres', 'Nombres', 'given-name'],
                  ['apellidos', 'Apellidos', 'family-name'],
                ] as const
              ).map(([field, label, autoComplete]) => (
                <div key={field} className={s.field}>
                  {etiqueta(field, label)}
                  <input
                    {...campo(field)}
                    type="text"
                    aria-required="true"
                    autoComplete={autoComplete}
                    value={valores[field]}
                    // Only letters, spaces and accented letters; others are stripped as typed.
                    onChange={(e) => cambiar(field, stripNameCharacters(e.currentTarget.value))}
                  />
                  {error(field)}
                </div>
              ))}
            </div>
            <div className={s.fila}>
              <div className={s.field}>
                {etiqueta('correo', 'Correo electrónico')}
                <input
                  {...campo('correo')}
                  type="email"
                  aria-required="true"
                  autoComplete="email"
                  value={valores.correo}
                  onChange={(e) => cambiar('correo', e.currentTarget.value)}
                />
                {error('correo')}
              </div>
              <div className={s.field}>
                {etiqueta('telefono', 'Teléfono')}
                <p id="denuncia-telefono-ayuda" className={s.ayuda}>
                  Ejemplo: 7012-3456 (El Salvador) o +1-202-555-0143
                </p>
                <input
                  {...campo('telefono', 'denuncia-telefono-ayuda')}
                  type="tel"
                  aria-required="true"
                  autoComplete="tel"
                  inputMode="tel"
                  value={valores.telefono}
                  // A phone input with default country SV: formatted as typed, spaces shown as hyphens.
                  onChange={(e) => {
                    const raw = e.currentTarget.value;
                    cambiar('telefono', formatear ? formatear(raw, valores.telefono) : conGuiones(raw));
                  }}
                />
                {error('telefono')}
              </div>
            </div>
            <div className={s.privacidad} data-testid="aviso-privacidad">
              <p className={s.fuerte}>Sus datos personales</p>
              <p>
                Guardamos su nombre, apellidos, correo y teléfono junto con su denuncia solo para responderle.
                Los ven únicamente las personas del Registro autorizadas para atender denuncias con acceso a
                datos personales; la institución denunciada no los recibe. Se eliminan{' '}
                {COMPLAINT_PERSONAL_DATA_RETENTION_DAYS} días después de cerrada la denuncia; las cifras de
                las estadísticas se conservan sin ellos. La página de seguimiento nunca los muestra. Si
                prefiere no darlos, envíe su denuncia de forma anónima.
              </p>
            </div>
          </div>
        )}

        <div className={s.field}>
          {etiqueta('mensaje', 'Motivo del comentario')}
          <p id="denuncia-mensaje-ayuda" className={s.ayuda}>
            {MESSAGES.maximoCaracteres}
          </p>
          <textarea
            {...campo('mensaje', 'denuncia-mensaje-ayuda', 'denuncia-mensaje-contador')}
            aria-required="true"
            rows={6}
            maxLength={COMMENT_MESSAGE_MAX_LENGTH}
            value={valores.mensaje}
            onPaste={pegarMensaje}
            onChange={(e) => cambiar('mensaje', truncateMessage(e.currentTarget.value).value)}
          />
          <p id="denuncia-mensaje-contador" className={s.ayuda}>
            Caracteres restantes: {miles(restantes)}
          </p>
          <p role="status" className={s.limite}>
            {restantes === 0 ? 'Ha alcanzado el límite de 1,200 caracteres.' : ''}
          </p>
          {error('mensaje')}
        </div>

        <div className={s.field}>
          <label htmlFor={campoId('imagen')} className={s.label}>
            Archivo adjunto (opcional)
          </label>
          <p id="denuncia-imagen-ayuda" className={s.ayuda}>
            Extensiones permitidas: {reglasAdjunto.extensions.join(', ')}. Tamaño máximo:{' '}
            {formatMaxSize(reglasAdjunto.maxBytes)}.
          </p>
          <div className={s.archivo}>
            <input
              {...campo('imagen', 'denuncia-imagen-ayuda')}
              ref={archivo}
              type="file"
              accept={reglasAdjunto.extensions.map((e) => `.${e}`).join(',')}
              onChange={(e) => elegirArchivo(e.currentTarget.files?.[0] ?? null)}
            />
            {imagen && (
              <button
                type="button"
                className={s.secundario}
                onClick={() => {
                  if (archivo.current) archivo.current.value = '';
                  elegirArchivo(null);
                }}
              >
                Quitar archivo
              </button>
            )}
          </div>
          {error('imagen')}
        </div>

        {fallo && (
          <div role="alert" className={s.alerta}>
            <p className={s.fuerte}>No se envió el comentario</p>
            <p>{fallo}</p>
          </div>
        )}

        {enviando && (
          <div className={s.progreso}>
            <p>Enviando comentario… {progreso} %</p>
            <progress aria-label="Progreso del envío" max={100} value={progreso ?? 0} />
          </div>
        )}

        <div className={s.acciones}>
          <button
            type="submit"
            className={s.primario}
            disabled={!listo || enviando}
            aria-busy={enviando || undefined}
          >
            Enviar comentario
          </button>
        </div>
      </form>

      {/* The comment toasts (1.5 s): validation errors as an alert, the truncation as a polite notice. */}
      <div role="alert" className={`${s.aviso} ${s.avisoError}`}>
        {aviso?.tipo === 'error' && aviso.mensajes.map((m) => <span key={m}>{m}</span>)}
      </div>
      <div role="status" className={s.aviso}>
        {aviso?.tipo === 'aviso' && aviso.mensajes.map((m) => <span key={m}>{m}</span>)}
      </div>

      {recibo && dialogo && (
        <EnvioExitosoDialog
          recibo={recibo}
          onClose={() => {
            setDialogo(false);
            // The thank-you text, not the emptied form, is what the citizen sees after "Aceptar".
            gracias.current?.focus({ preventScroll: true });
            gracias.current?.scrollIntoView({ block: 'start' });
          }}
        />
      )}
    </>
  );
}
