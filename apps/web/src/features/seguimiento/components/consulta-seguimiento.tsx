import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { seguimientoQuerySchema } from '@rnt/contract/denuncia';
import { MESSAGES } from '@rnt/contract/messages';
import { z } from '@rnt/contract/zod';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { ApiError } from '../../../lib/api-client';
import { tomarRecibo } from '../../../lib/seguimiento-recibo';
import { useSeguimiento, type ConsultaSeguimiento } from '../api/seguimiento';
import { LineaDeTiempo } from './linea-de-tiempo';

type Campo = 'folio' | 'codigo';
type Valores = Record<Campo, string>;
type Errores = Partial<Record<Campo, string>>;

const CAMPOS: { campo: Campo; id: string }[] = [
  { campo: 'folio', id: 'seguimiento-folio' },
  { campo: 'codigo', id: 'seguimiento-codigo' },
];

function validar(valores: Valores): { consulta: ConsultaSeguimiento | null; errores: Errores } {
  const result = seguimientoQuerySchema.safeParse(valores);
  if (result.success) return { consulta: result.data, errores: {} };
  const errores: Errores = {};
  for (const [campo, mensajes] of Object.entries(z.flattenError(result.error).fieldErrors))
    if (mensajes?.[0]) errores[campo as Campo] = mensajes[0];
  return { consulta: null, errores };
}

/**
 * The tracking form and its answer (decision 017). Without JavaScript it is a plain GET form: the server
 * renders `/seguimiento?folio=…&codigo=…` with the answer. With JavaScript the lookup is made from the page
 * and the code stays out of the address (and of the history and the server's page log): an address that
 * arrives with it is replaced by one without it once the page runs.
 */
export function ConsultaSeguimiento() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const enDireccion = searchParams.has('folio') || searchParams.has('codigo');

  const [valores, setValores] = useState<Valores>(() => ({
    folio: searchParams.get('folio') ?? '',
    codigo: searchParams.get('codigo') ?? '',
  }));
  // A lookup in the address (the form sent without JavaScript) runs at once.
  const [{ consulta, errores }, setEstado] = useState(() =>
    enDireccion ? validar(valores) : { consulta: null, errores: {} as Errores },
  );
  const [intentos, setIntentos] = useState(0);
  const resumen = useRef<HTMLDivElement>(null);
  const resultado = useRef<HTMLDivElement>(null);
  const seguimiento = useSeguimiento(consulta);

  // Once the page runs, the code leaves the address bar and the history entry (kept in the page's state).
  useEffect(() => {
    if (!searchParams.has('codigo')) return;
    const folio = searchParams.get('folio');
    void navigate(
      { pathname: location.pathname, search: folio ? `?${new URLSearchParams({ folio })}` : '' },
      { replace: true, state: null },
    );
  }, [searchParams, navigate, location.pathname]);

  // The success dialog's link (the comment form, a light page: a document load) leaves the folio and code
  // in the tab's session storage, never in the address; read after hydration, so the server's HTML and the
  // first render agree, and the lookup runs at once.
  useEffect(() => {
    const recibo = tomarRecibo();
    if (!recibo || enDireccion) return;
    // The receipt is outside React (session storage), read once after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValores(recibo);
    setEstado(validar(recibo));
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (intentos && Object.keys(errores).length) resumen.current?.focus();
  }, [intentos, errores]);

  // After a lookup the answer is announced by moving focus to it.
  useEffect(() => {
    if (intentos && !seguimiento.isFetching && consulta) resultado.current?.focus();
  }, [intentos, seguimiento.isFetching, consulta]);

  const enviar = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const estado = validar(valores);
    setEstado(estado);
    setIntentos((n) => n + 1);
    if (
      estado.consulta &&
      consulta?.folio === estado.consulta.folio &&
      consulta.codigo === estado.consulta.codigo
    )
      void seguimiento.refetch();
  };

  const cambiar = (campo: Campo) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValores((v) => ({ ...v, [campo]: value }));
  };

  const items = CAMPOS.filter(({ campo }) => errores[campo]).map(({ campo, id }) => ({
    targetId: id,
    message: errores[campo]!,
  }));

  return (
    <Stack gap="lg">
      <Text>
        Escriba el folio y el código de seguimiento que recibió al enviar su denuncia. Verá en qué etapa está
        y las respuestas del Registro. Esta página no muestra sus datos personales ni su mensaje.
      </Text>

      <ErrorSummary ref={resumen} title="Revise los siguientes campos" items={items} />

      <Paper
        component="form"
        withBorder
        p="lg"
        method="get"
        action="/seguimiento"
        noValidate
        onSubmit={enviar}
        aria-label="Consultar una denuncia"
      >
        <Stack gap="md">
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              id="seguimiento-folio"
              name="folio"
              label="Folio"
              description="Por ejemplo: RNT-2026-000123"
              withAsterisk
              autoComplete="off"
              spellCheck={false}
              value={valores.folio}
              onChange={cambiar('folio')}
              error={errores.folio}
              miw={220}
            />
            <TextInput
              id="seguimiento-codigo"
              name="codigo"
              label="Código de seguimiento"
              description="12 letras y números, por ejemplo: 7KQM-4X9T-R2HW"
              withAsterisk
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={valores.codigo}
              onChange={cambiar('codigo')}
              error={errores.codigo}
              miw={220}
            />
          </Group>
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconSearch size={18} aria-hidden />}
              loading={seguimiento.isFetching}
            >
              Consultar
            </Button>
          </Group>
        </Stack>
      </Paper>

      <div ref={resultado} tabIndex={-1} style={{ outline: 'none' }}>
        {consulta && seguimiento.isFetching && !seguimiento.data ? (
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text>Consultando la denuncia…</Text>
          </Group>
        ) : consulta && (seguimiento.isError || seguimiento.data?.aviso) ? (
          <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden />} title="No se pudo consultar">
            {seguimiento.data?.aviso ??
              (seguimiento.error instanceof ApiError && seguimiento.error.body?.message
                ? seguimiento.error.body.message
                : 'No se pudo consultar la denuncia. Revise su conexión e intente de nuevo.')}
          </Alert>
        ) : consulta && seguimiento.data && !seguimiento.data.seguimiento ? (
          <Alert
            color="red"
            role="alert"
            icon={<IconAlertCircle aria-hidden />}
            title="Denuncia no encontrada"
          >
            {MESSAGES.seguimientoNoEncontrado}
          </Alert>
        ) : consulta && seguimiento.data?.seguimiento ? (
          <LineaDeTiempo seguimiento={seguimiento.data.seguimiento} />
        ) : null}
      </div>
    </Stack>
  );
}
