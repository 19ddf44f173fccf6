import { Alert, Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LEGAL_BASIS_MAX_REFERENCES, REFERENCE_VALUE_MAX_LENGTH } from '@rnt/contract/constants';
import { EVALUACION_MESSAGES, referenciaFormSchema } from '@rnt/contract/evaluacion';
import { MESSAGES } from '@rnt/contract/messages';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useReferencias, useSubReferencias } from '../api/catalogos-evaluacion';
import { useBusquedaRegulaciones } from '../api/busqueda-regulaciones';
import type { ReferenciaPayload } from '../api/guardar-base-legal';

export interface ReferenceFormValues {
  regulacion_id: string | null;
  referencia_id: string | null;
  valor_referencia: string;
  sub_referencia_id: string | null;
  valor_sub_referencia: string;
}

/**
 * The rules through the shared schema, as Mantine field errors; `referenciasActuales` tells
 * how many references the chosen regulation's basis already holds, so a new one past the server's cap
 * is refused here too.
 */
function validate(
  values: ReferenceFormValues,
  referenciasActuales: (regulacionId: number) => number,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.regulacion_id) errors.regulacion_id = EVALUACION_MESSAGES.regulacionRequerida;
  else if (referenciasActuales(Number(values.regulacion_id)) >= LEGAL_BASIS_MAX_REFERENCES)
    errors.regulacion_id = EVALUACION_MESSAGES.referenciasMaximo;
  const parsed = referenciaFormSchema.safeParse(values);
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const FIELDS = new Set([
  'regulacion_id',
  'referencia_id',
  'valor_referencia',
  'sub_referencia_id',
  'valor_sub_referencia',
]);

/**
 * Server errors arrive as `referencias.0.valor_referencia`: the form shows them on its field. Errors of
 * no field of this form (`referencias`: the basis is full; `seccion`…) are returned apart, for the
 * general alert, so none is lost.
 */
function serverFieldErrors(errors: Record<string, string[]>) {
  const fields: Record<string, string> = {};
  const others: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const field = key.split('.').pop()!;
    if (FIELDS.has(field)) fields[field] = messages[0]!;
    else others.push(...messages);
  }
  return { fields, others };
}

export function ReferenceForm({
  title,
  initial,
  regulacionNombre,
  onSubmit,
  onCancel,
  referenciasActuales = () => 0,
}: {
  title: string;
  initial: ReferenceFormValues;
  /** When editing, the regulation is fixed and shown by name. */
  regulacionNombre?: string;
  onSubmit: (regulacionId: number, referencia: ReferenciaPayload) => Promise<unknown>;
  onCancel: () => void;
  /** References the basis of a regulation already has, when the new one would join it (default none). */
  referenciasActuales?: (regulacionId: number) => number;
}) {
  const form = useForm<ReferenceFormValues>({
    initialValues: initial,
    validate: (values) => validate(values, referenciasActuales),
  });
  const [search, setSearch] = useState('');
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const lookup = useBusquedaRegulaciones(search);
  const referencias = useReferencias();
  const subReferencias = useSubReferencias();
  const regulationOptions = [
    ...(picked ? [picked] : []),
    ...(lookup.data?.regulaciones ?? [])
      .map((r) => ({ value: String(r.id), label: r.nombre }))
      .filter((o) => o.value !== picked?.value),
  ];

  const submit = form.onSubmit(async (values) => {
    setGeneralError(null);
    const parsed = referenciaFormSchema.parse(values);
    try {
      await onSubmit(Number(values.regulacion_id), parsed);
    } catch (error) {
      // The server's errors map, or its message under a generic key.
      if (error instanceof ApiError && error.body?.errors && Object.keys(error.body.errors).length) {
        const { fields, others } = serverFieldErrors(error.body.errors);
        form.setErrors(fields);
        if (others.length) setGeneralError(others.join(' '));
      } else
        setGeneralError(
          error instanceof ApiError && error.body?.message ? error.body.message : MESSAGES.errorInterno,
        );
    }
  });

  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {title}
          </Title>
          {generalError && (
            <Alert color="red" role="alert">
              {generalError}
            </Alert>
          )}
          {regulacionNombre ? (
            <TextInput label="Regulación" value={regulacionNombre} readOnly />
          ) : (
            <Select
              label="Regulación"
              description="Escriba parte del nombre para buscar"
              withAsterisk
              searchable
              clearable
              searchValue={search}
              onSearchChange={setSearch}
              data={regulationOptions}
              filter={({ options }) => options}
              nothingFoundMessage={
                search.trim().length >= 2 && !lookup.isFetching ? MESSAGES.sinResultados : undefined
              }
              {...form.getInputProps('regulacion_id')}
              onChange={(value, option) => {
                setPicked(value ? option : null);
                form.setFieldValue('regulacion_id', value);
              }}
            />
          )}
          <Select
            label="Referencia"
            withAsterisk
            data={(referencias.data?.referencias ?? []).map((r) => ({
              value: String(r.id),
              label: r.nombre,
            }))}
            nothingFoundMessage={MESSAGES.selectVacio}
            {...form.getInputProps('referencia_id')}
          />
          <TextInput
            label="Valor de referencia"
            withAsterisk
            maxLength={REFERENCE_VALUE_MAX_LENGTH + 10}
            {...form.getInputProps('valor_referencia')}
          />
          <Select
            label="Sub referencia"
            clearable
            data={(subReferencias.data?.sub_referencias ?? []).map((r) => ({
              value: String(r.id),
              label: r.nombre,
            }))}
            nothingFoundMessage={MESSAGES.selectVacio}
            {...form.getInputProps('sub_referencia_id')}
          />
          <TextInput
            label="Valor de sub referencia"
            withAsterisk={form.values.sub_referencia_id != null}
            disabled={form.values.sub_referencia_id == null}
            maxLength={REFERENCE_VALUE_MAX_LENGTH + 10}
            {...form.getInputProps('valor_sub_referencia')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancelar
            </Button>
            <Button type="submit" loading={form.submitting}>
              Guardar referencia
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
