import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Progress,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { COMMENT_TOAST_MS } from '@rnt/contract/constants';
import {
  COMPLAINT_PERSONAL_DATA_RETENTION_DAYS,
  COMPLAINT_UNLISTED_PROCEDURE_MAX_LENGTH,
} from '@rnt/contract/denuncia-estados';
import {
  checkAttachment,
  DEFAULT_ATTACHMENT_RULES,
  DENUNCIA_FIELD_ORDER,
  denunciaPrincipalSchema,
  denunciaSchema,
  stripNameCharacters,
  type DenunciaField,
} from '@rnt/contract/denuncia';
import { MESSAGES } from '@rnt/contract/messages';
import { z } from '@rnt/contract/zod';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useInstitucionOptions, useTramitesInscritos } from '../../../api/lookups/opciones-comentario';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { ApiError } from '../../../lib/api-client';
import { useEnviarDenuncia } from '../api/enviar-denuncia';
import type { ModalidadComentario } from '../api/modalidad-comentario';
import { useReglasAdjunto } from '../api/reglas-adjunto';
import { AdjuntoField } from './adjunto-field';
import { Agradecimiento } from './agradecimiento';
import { EnvioExitosoModal, type Recibo } from './envio-exitoso-modal';
import { MensajeField } from './mensaje-field';
import { TelefonoField } from './telefono-field';

interface Valores {
  anonimo: boolean;
  /** "El trámite no aparece en la lista" (main view only, decision 017). */
  tramite_no_listado: boolean;
  descripcion_tramite: string;
  institucion_id: string | null;
  tramite_id: string | null;
  modalidad_id: string | null;
  nombres: string;
  apellidos: string;
  correo: string;
  telefono: string;
  mensaje: string;
  imagen: File | null;
}

const PERSONALES = ['nombres', 'apellidos', 'correo', 'telefono'] as const;
const NOMBRES = [
  ['nombres', 'Nombres', 'given-name'],
  ['apellidos', 'Apellidos', 'family-name'],
] as const;
const campoId = (field: DenunciaField) => `denuncia-${field.replace('_id', '')}`;

/** crypto.randomUUID needs a secure context; getRandomValues works on plain HTTP too. */
const claveAleatoria = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** Field → first message, for Mantine's errors map. */
function firstErrors(error: z.ZodError): FormErrors {
  const errors: FormErrors = {};
  for (const [field, messages] of Object.entries(z.flattenError(error).fieldErrors))
    if ((messages as string[] | undefined)?.length) errors[field] = (messages as string[])[0];
  return errors;
}

/**
 * The comment/complaint form. Bound to a modality when `modalidad` is given;
 * otherwise the citizen chooses institution → procedure → modality. Validated with the same zod schema
 * as the server, sent with upload progress, and never shows success without a
 * stored submission (decision 2).
 */
export function ComentarioForm({ modalidad }: { modalidad?: ModalidadComentario }) {
  const reglas = useReglasAdjunto().data ?? DEFAULT_ATTACHMENT_RULES;
  const schema = modalidad ? denunciaSchema : denunciaPrincipalSchema;
  const initialValues: Valores = {
    anonimo: false,
    tramite_no_listado: false,
    descripcion_tramite: '',
    institucion_id: null,
    tramite_id: null,
    modalidad_id: modalidad ? String(modalidad.modalidad_id) : null,
    nombres: '',
    apellidos: '',
    correo: '',
    telefono: '',
    mensaje: '',
    imagen: null,
  };
  const form = useForm<Valores>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const result = schema.safeParse(values);
      const errors = result.success ? {} : firstErrors(result.error);
      const adjunto = values.imagen && checkAttachment(values.imagen, reglas);
      if (adjunto) errors.imagen = adjunto;
      return errors;
    },
  });

  const [progreso, setProgreso] = useState<number | null>(null);
  const [recibo, setRecibo] = useState<Recibo | null>(null);
  const [dialogo, setDialogo] = useState(false);
  const gracias = useRef<HTMLHeadingElement>(null);
  const [fallo, setFallo] = useState<string | null>(null);
  const [intentoFallido, setIntentoFallido] = useState(0);
  const resumen = useRef<HTMLDivElement>(null);
  const [clave, setClave] = useState<{ contenido: string; valor: string } | null>(null);
  const envio = useEnviarDenuncia((fraction) => setProgreso(Math.round(fraction * 100)));

  // After a failed submit, focus goes to the error summary (GOV.UK pattern).
  useEffect(() => {
    if (intentoFallido) resumen.current?.focus();
  }, [intentoFallido]);

  /** Validation errors as a toast for 1.5 s (one toast, one line per message), then the summary. */
  const mostrarErrores = (errors: FormErrors) => {
    const messages = DENUNCIA_FIELD_ORDER.filter((field) => errors[field]).map((field) =>
      String(errors[field]),
    );
    notifications.show({
      color: 'red',
      autoClose: COMMENT_TOAST_MS,
      message: (
        <Stack gap={2} component="span">
          {messages.map((message) => (
            <span key={message}>{message}</span>
          ))}
        </Stack>
      ),
    });
    setIntentoFallido((n) => n + 1);
  };

  /** One idempotency key per content: a retry of the same comment is stored once. */
  const claveDe = (values: Valores) => {
    const contenido = JSON.stringify({
      ...values,
      imagen: values.imagen && [values.imagen.name, values.imagen.size, values.imagen.lastModified],
    });
    if (clave?.contenido === contenido) return clave.valor;
    const nueva = { contenido, valor: claveAleatoria() };
    setClave(nueva);
    return nueva.valor;
  };

  const enviar = async (values: Valores) => {
    setFallo(null);
    setProgreso(0);
    try {
      const answer = await envio.mutateAsync({
        datos: schema.parse(values),
        imagen: values.imagen,
        idempotencyKey: claveDe(values),
      });
      setClave(null);
      form.reset();
      setRecibo({ folio: answer.folio, codigo: answer.codigo_seguimiento ?? null });
      setDialogo(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429)
        setFallo(error.body?.message ?? MESSAGES.demasiadasSolicitudes);
      // The server says why it could not take the comment now (database or file store down).
      else if (error instanceof ApiError && error.status === 503 && error.body?.message)
        setFallo(`${error.body.message} Lo que escribió se conserva.`);
      else if (error instanceof ApiError && error.status < 500 && error.body?.errors) {
        const known: FormErrors = {};
        for (const [field, messages] of Object.entries(error.body.errors))
          if ((DENUNCIA_FIELD_ORDER as readonly string[]).includes(field) && messages[0])
            known[field] = messages[0];
        form.setErrors(known);
        setFallo(MESSAGES.denunciaRechazada);
        if (Object.keys(known).length) mostrarErrores(known);
      } else setFallo(MESSAGES.denunciaNoEnviada);
    } finally {
      setProgreso(null);
    }
  };

  const erroresResumen = DENUNCIA_FIELD_ORDER.filter((field) => form.errors[field]).map((field) => ({
    targetId: campoId(field),
    message: String(form.errors[field]),
  }));
  const enviando = progreso !== null;

  return (
    <>
      {recibo ? (
        <Agradecimiento ref={gracias} recibo={recibo} />
      ) : (
        <Stack gap="xs" mb="lg">
          <Text>
            Si una institución le pidió un trámite, un requisito o un pago que no está inscrito en el Registro
            Nacional de Trámites, o quiere comentar un trámite, cuéntenos. Puede hacerlo de forma anónima.
          </Text>
          <Text fw={600}>
            De acuerdo con la Ley de Mejora Regulatoria, ningún trámite ni elemento de un trámite es exigible
            si no está inscrito en el Registro Nacional de Trámites.
          </Text>
        </Stack>
      )}

      {intentoFallido > 0 && (
        <ErrorSummary ref={resumen} title="Revise los siguientes campos" items={erroresResumen} />
      )}

      <Paper component="form" withBorder p="lg" noValidate onSubmit={form.onSubmit(enviar, mostrarErrores)}>
        <Stack gap="md">
          {modalidad ? <ModalidadElegida modalidad={modalidad} /> : <OpcionesTramite form={form} />}

          <Checkbox
            label="Enviar de forma anónima"
            description="No se pedirán ni guardarán sus datos personales."
            {...form.getInputProps('anonimo', { type: 'checkbox' })}
            onChange={(event) => {
              const anonimo = event.currentTarget.checked;
              // Checking it clears the personal fields (and their errors).
              form.setValues({ anonimo, nombres: '', apellidos: '', correo: '', telefono: '' });
              for (const field of PERSONALES) form.clearFieldError(field);
            }}
          />

          {!form.values.anonimo && (
            <Stack gap="md" role="group" aria-label="Datos personales">
              <Group grow align="flex-start" wrap="wrap">
                {NOMBRES.map(([field, label, autoComplete]) => (
                  <TextInput
                    key={field}
                    id={campoId(field)}
                    label={label}
                    withAsterisk
                    autoComplete={autoComplete}
                    {...form.getInputProps(field)}
                    // Only letters, spaces and accented letters; others are stripped as typed.
                    onChange={(e) => form.setFieldValue(field, stripNameCharacters(e.currentTarget.value))}
                  />
                ))}
              </Group>
              <Group grow align="flex-start" wrap="wrap">
                <TextInput
                  id={campoId('correo')}
                  label="Correo electrónico"
                  type="email"
                  withAsterisk
                  autoComplete="email"
                  {...form.getInputProps('correo')}
                />
                <TelefonoField
                  id={campoId('telefono')}
                  value={form.values.telefono}
                  error={form.errors.telefono}
                  onChange={(value) => form.setFieldValue('telefono', value)}
                />
              </Group>
              <AvisoPrivacidad />
            </Stack>
          )}

          <MensajeField
            id={campoId('mensaje')}
            value={form.values.mensaje}
            error={form.errors.mensaje}
            onChange={(value) => form.setFieldValue('mensaje', value)}
          />

          <AdjuntoField
            id={campoId('imagen')}
            value={form.values.imagen}
            error={form.errors.imagen}
            rules={reglas}
            onChange={(file) => {
              form.setFieldValue('imagen', file);
              const problema = file && checkAttachment(file, reglas);
              if (problema) {
                form.setFieldError('imagen', problema);
                notifications.show({ color: 'red', message: problema, autoClose: COMMENT_TOAST_MS });
              }
            }}
          />

          {fallo && (
            <Alert
              color="red"
              role="alert"
              icon={<IconAlertCircle aria-hidden />}
              title="No se envió el comentario"
            >
              {fallo}
            </Alert>
          )}

          {enviando && (
            <div>
              <Text size="sm" mb={4}>
                Enviando comentario… {progreso} %
              </Text>
              <div
                role="progressbar"
                aria-label="Progreso del envío"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progreso ?? 0}
              >
                <Progress value={progreso ?? 0} animated size="lg" aria-hidden />
              </div>
            </div>
          )}

          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconSend size={18} aria-hidden />} loading={enviando}>
              Enviar comentario
            </Button>
          </Group>
        </Stack>
      </Paper>

      <EnvioExitosoModal
        recibo={dialogo ? recibo : null}
        onClose={() => setDialogo(false)}
        // The thank-you text, not the emptied form, is what the citizen sees after "Aceptar".
        onExited={() => {
          gracias.current?.focus({ preventScroll: true });
          gracias.current?.scrollIntoView({ block: 'start' });
        }}
      />
    </>
  );
}

/** What is kept of an identified complaint, who sees it and for how long (issue 23). */
function AvisoPrivacidad() {
  return (
    <Alert color="gray" variant="light" title="Sus datos personales" data-testid="aviso-privacidad">
      <Text size="sm">
        Guardamos su nombre, apellidos, correo y teléfono junto con su denuncia solo para responderle. Los ven
        únicamente las personas del Registro autorizadas para atender denuncias con acceso a datos personales;
        la institución denunciada no los recibe. Se eliminan {COMPLAINT_PERSONAL_DATA_RETENTION_DAYS} días
        después de cerrada la denuncia; las cifras de las estadísticas se conservan sin ellos. La página de
        seguimiento nunca los muestra. Si prefiere no darlos, envíe su denuncia de forma anónima.
      </Text>
    </Alert>
  );
}

function ModalidadElegida({ modalidad }: { modalidad: ModalidadComentario }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {modalidad.nombre_institucion} · {modalidad.nombre_tramite}
      </Text>
      <Text fw={700}>Modalidad: {modalidad.nombre_modalidad}</Text>
    </Stack>
  );
}

/** Institution fills procedures (states 11/13); procedure fills that procedure's modalities. */
function OpcionesTramite({ form }: { form: UseFormReturnType<Valores> }) {
  const instituciones = useInstitucionOptions();
  const institucionId = form.values.institucion_id ? Number(form.values.institucion_id) : null;
  const tramites = useTramitesInscritos(institucionId);
  const tramite = useMemo(
    () => tramites.data?.find((t) => String(t.tramite_id) === form.values.tramite_id),
    [tramites.data, form.values.tramite_id],
  );
  const comunes = {
    searchable: true,
    withAsterisk: true,
    nothingFoundMessage: MESSAGES.selectVacio,
  } as const;

  const noListado = form.values.tramite_no_listado;

  return (
    <>
      <Checkbox
        label="El trámite no aparece en la lista"
        description="Elija la institución y describa lo que le pidieron."
        checked={noListado}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          form.setValues({ tramite_no_listado: checked, tramite_id: null, modalidad_id: null });
          for (const field of ['tramite_id', 'modalidad_id', 'descripcion_tramite'] as const)
            form.clearFieldError(field);
        }}
      />
      <Select
        {...comunes}
        id={campoId('institucion_id')}
        label="Institución"
        placeholder={instituciones.isLoading ? 'Cargando instituciones…' : 'Seleccione una institución'}
        data={(instituciones.data ?? []).map((i) => ({
          value: String(i.institucion_id),
          label: i.nombre_institucion,
        }))}
        {...form.getInputProps('institucion_id')}
        error={
          form.errors.institucion_id ??
          (instituciones.isError ? 'No se pudieron cargar las instituciones.' : undefined)
        }
        onChange={(value) => {
          form.setValues({ institucion_id: value, tramite_id: null, modalidad_id: null });
          form.clearFieldError('institucion_id');
        }}
      />
      {noListado ? (
        <DescripcionTramite form={form} />
      ) : (
        <>
          <Select
            {...comunes}
            id={campoId('tramite_id')}
            label="Trámite"
            placeholder={
              !institucionId
                ? 'Seleccione primero una institución'
                : tramites.isLoading
                  ? 'Cargando trámites…'
                  : 'Seleccione un trámite'
            }
            data={(tramites.data ?? []).map((t) => ({
              value: String(t.tramite_id),
              label: t.nombre_tramite,
            }))}
            {...form.getInputProps('tramite_id')}
            error={
              form.errors.tramite_id ?? (tramites.isError ? 'No se pudieron cargar los trámites.' : undefined)
            }
            onChange={(value) => {
              form.setValues({ tramite_id: value, modalidad_id: null });
              form.clearFieldError('tramite_id');
            }}
          />
          <Select
            {...comunes}
            id={campoId('modalidad_id')}
            label="Modalidad"
            placeholder={tramite ? 'Seleccione una modalidad' : 'Seleccione primero un trámite'}
            data={(tramite?.modalidades ?? []).map((m) => ({
              value: String(m.modalidad_id),
              label: m.nombre_modalidad,
            }))}
            {...form.getInputProps('modalidad_id')}
          />
        </>
      )}
    </>
  );
}

/** What the citizen was asked for, when the procedure is not in the registry (≤ 300 characters). */
function DescripcionTramite({ form }: { form: UseFormReturnType<Valores> }) {
  const id = campoId('descripcion_tramite');
  const restantes = COMPLAINT_UNLISTED_PROCEDURE_MAX_LENGTH - form.values.descripcion_tramite.length;
  return (
    <div>
      <Textarea
        id={id}
        label="Descripción del trámite"
        description="¿Qué trámite, requisito o pago le pidieron? Máximo 300 caracteres."
        withAsterisk
        autosize
        minRows={2}
        maxRows={6}
        maxLength={COMPLAINT_UNLISTED_PROCEDURE_MAX_LENGTH}
        {...form.getInputProps('descripcion_tramite')}
        onChange={(event) =>
          form.setFieldValue(
            'descripcion_tramite',
            event.currentTarget.value.slice(0, COMPLAINT_UNLISTED_PROCEDURE_MAX_LENGTH),
          )
        }
      />
      <Text size="sm" c="dimmed" mt={4}>
        Caracteres restantes: {Math.max(0, restantes)}
      </Text>
    </div>
  );
}
