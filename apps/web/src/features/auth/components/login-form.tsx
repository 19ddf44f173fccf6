import { Alert, Button, List, Paper, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { loginBodySchema, type LoginBody } from '@rnt/contract/evaluacion';
import { MESSAGES } from '@rnt/contract/messages';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { clearSession, saveSession } from '../../../lib/session';
import { getOperaciones } from '../api/operaciones';
import { useLogin } from '../api/login';

const PERMISSIONS_FAILED = 'No se pudieron obtener sus permisos. Inicie sesión de nuevo.';

/** Only paths of this portal: an open redirect to another site is refused. */
export function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

/** The administration login: on success the session holds the token and permissions. */
export function LoginForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loginMutation = useLogin();
  const [serverError, setServerError] = useState<string | null>(
    params.get('error') ? PERMISSIONS_FAILED : null,
  );
  const summaryRef = useRef<HTMLDivElement>(null);
  const form = useForm<LoginBody>({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const fieldErrors = Object.values(form.errors).filter(Boolean) as string[];
  const errors = serverError ? [serverError, ...fieldErrors] : fieldErrors;
  const [submitCount, setSubmitCount] = useState(0);

  useEffect(() => {
    if (submitCount > 0 && errors.length > 0) summaryRef.current?.focus();
    // Focus moves to the summary after each failed submit only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);

  const submit = form.onSubmit(
    async (values) => {
      setServerError(null);
      try {
        const { token, user } = await loginMutation.mutateAsync(values);
        saveSession({ token, user, autenticado: false });
        try {
          const { operaciones } = await getOperaciones(user.id);
          saveSession({
            token,
            user: { ...user, permisos: operaciones.map((o) => o.codigo) },
            autenticado: true,
          });
        } catch {
          // A failed permission fetch removes the token and returns to the login.
          clearSession();
          void navigate(
            `/admin/login?error=permisos&redirect=${encodeURIComponent(safeRedirect(params.get('redirect')))}`,
            {
              replace: true,
            },
          );
          setServerError(PERMISSIONS_FAILED);
          setSubmitCount((n) => n + 1);
          return;
        }
        void navigate(safeRedirect(params.get('redirect')), { replace: true });
      } catch (error) {
        const message =
          error instanceof ApiError && error.status === 429
            ? MESSAGES.demasiadasSolicitudes
            : error instanceof ApiError && error.body?.message && error.status !== 400
              ? error.body.message
              : MESSAGES.errorInterno;
        if (error instanceof ApiError && error.status === 400 && error.body?.errors)
          form.setErrors(Object.fromEntries(Object.entries(error.body.errors).map(([k, v]) => [k, v[0]])));
        else setServerError(message);
        setSubmitCount((n) => n + 1);
      }
    },
    () => setSubmitCount((n) => n + 1),
  );

  return (
    <Paper withBorder p="lg" maw={460}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {errors.length > 0 && (
            <Alert
              ref={summaryRef}
              tabIndex={-1}
              color="red"
              title="No se pudo iniciar sesión"
              role="alert"
              aria-labelledby={undefined}
            >
              <List size="sm">
                {errors.map((e) => (
                  <List.Item key={e}>{e}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <TextInput
            label="Correo electrónico"
            type="email"
            autoComplete="username"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Contraseña"
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={loginMutation.isPending}>
            Ingresar
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
