import { Alert, Button, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  COMPLAINT_OUTCOMES,
  COMPLAINT_OUTCOME_CODES,
  COMPLAINT_STATES,
  type ComplaintState,
} from '@rnt/contract/denuncia-estados';
import {
  COMPLAINT_NOTE_MAX_LENGTH,
  complaintActionErrors,
  denunciaAccionBodySchema,
  type DenunciaAccionBody,
  type DenunciaDetalle,
} from '@rnt/contract/denuncias-admin';
import { z } from '@rnt/contract/zod';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { ApiError } from '../../../lib/api-client';
import { useRegistrarAccion } from '../api/denuncias-admin';

interface Values {
  estado: string;
  resultado: string;
  nota_interna: string;
  nota_publica: string;
}
const EMPTY: Values = { estado: '', resultado: '', nota_interna: '', nota_publica: '' };
const FIELD_ORDER = ['estado', 'resultado', 'nota_publica', 'nota_interna'] as const;

/**
 * The staff action (DENUNCIAS_GESTIONAR): a next state from the lifecycle, the outcome when closing, an
 * internal note (staff only) and a public note (the answer the citizen sees and receives by e-mail).
 * Validated with the API's own schema and transition rule; the server's errors land on the same fields,
 * and the typed text stays after a failed submit.
 */
export function DenunciaAccionForm({ denuncia }: { denuncia: DenunciaDetalle }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const summary = useRef<HTMLDivElement>(null);
  const registrar = useRegistrarAccion(denuncia.id);
  const ids = { estado: useId(), resultado: useId(), nota_publica: useId(), nota_interna: useId() };
  const set = (key: keyof Values, value: string) => {
    setValues((v) => ({
      ...v,
      [key]: value,
      ...(key === 'estado' && value !== 'CERRADA' ? { resultado: '' } : {}),
    }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const showErrors = (found: Record<string, string[] | string>) => {
    const flat = Object.fromEntries(
      Object.entries(found).map(([k, v]) => [k, Array.isArray(v) ? (v[0] ?? '') : v]),
    );
    setErrors(flat);
    // After the re-render, the summary takes focus (its links lead to each field).
    setTimeout(() => summary.current?.focus(), 0);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = denunciaAccionBodySchema.safeParse(values);
    if (!parsed.success)
      return showErrors(z.flattenError(parsed.error).fieldErrors as Record<string, string[]>);
    const rule = complaintActionErrors(denuncia.estado, parsed.data, COMPLAINT_STATES);
    if (Object.keys(rule).length) return showErrors(rule);
    try {
      const { message } = await registrar.mutateAsync(values as DenunciaAccionBody);
      setValues(EMPTY);
      setErrors({});
      notifications.show({ color: 'green', message });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.body?.errors)
        showErrors(error.body.errors);
      else
        showErrors({
          estado:
            error instanceof ApiError && error.status === 403
              ? 'Su cuenta no tiene el permiso para gestionar denuncias (DENUNCIAS_GESTIONAR).'
              : 'No se pudo registrar la acción. Revise su conexión e intente de nuevo.',
        });
    }
  };

  if (denuncia.estados_siguientes.length === 0)
    return (
      <Alert color="gray" variant="light" title="Denuncia cerrada">
        La denuncia está cerrada: ya no admite acciones.
      </Alert>
    );

  const items = FIELD_ORDER.filter((k) => errors[k]).map((k) => ({ targetId: ids[k], message: errors[k]! }));
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      radius="md"
      component="section"
      aria-labelledby="accion-titulo"
    >
      <Title order={2} size="h3" id="accion-titulo" mb="sm">
        Registrar una acción
      </Title>
      <ErrorSummary ref={summary} title="Revise la acción" items={items} />
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <Select
            id={ids.estado}
            label="Nuevo estado"
            description={`Estado actual: ${COMPLAINT_STATES[denuncia.estado]}. Déjelo vacío para agregar solo una nota.`}
            placeholder="Sin cambio de estado"
            clearable
            data={denuncia.estados_siguientes.map((c: ComplaintState) => ({
              value: c,
              label: COMPLAINT_STATES[c],
            }))}
            value={values.estado || null}
            onChange={(v) => set('estado', v ?? '')}
            error={errors.estado}
            comboboxProps={{ withinPortal: false }}
          />
          {values.estado === 'CERRADA' && (
            <Select
              id={ids.resultado}
              label="Resultado del cierre"
              required
              placeholder="Seleccione el resultado"
              data={COMPLAINT_OUTCOME_CODES.map((c) => ({ value: c, label: COMPLAINT_OUTCOMES[c] }))}
              value={values.resultado || null}
              onChange={(v) => set('resultado', v ?? '')}
              error={errors.resultado}
              comboboxProps={{ withinPortal: false }}
            />
          )}
          <Textarea
            id={ids.nota_publica}
            label="Nota pública (respuesta que ve la ciudadanía)"
            description="Se muestra en la página de seguimiento y se envía por correo a quien dejó su correo."
            autosize
            minRows={3}
            maxLength={COMPLAINT_NOTE_MAX_LENGTH}
            value={values.nota_publica}
            onChange={(e) => set('nota_publica', e.currentTarget.value)}
            error={errors.nota_publica}
          />
          <Textarea
            id={ids.nota_interna}
            label="Nota interna (solo la ve el personal)"
            description="Nunca se muestra a la ciudadanía."
            autosize
            minRows={2}
            maxLength={COMPLAINT_NOTE_MAX_LENGTH}
            value={values.nota_interna}
            onChange={(e) => set('nota_interna', e.currentTarget.value)}
            error={errors.nota_interna}
          />
          <Text size="sm" c="gray.8">
            La acción queda registrada en el historial y en la auditoría con su nombre.
          </Text>
          <Button type="submit" loading={registrar.isPending} style={{ alignSelf: 'flex-start' }}>
            Registrar acción
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
