import { Alert, Button, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { RULING_COMMENT_MAX_LENGTH } from '@rnt/contract/constants';
import { dictamenBodySchema, estadoAllowedFor, estadoNeedsCondition } from '@rnt/contract/evaluacion';
import { MESSAGES } from '@rnt/contract/messages';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useDictamenes } from '../api/dictamenes';
import { useGuardarDictamen } from '../api/guardar-dictamen';
import { useCondiciones, useEstadosDictamenSelect } from '../api/catalogos-evaluacion';
import { targetBody, useEvaluator, type EvaluationTarget } from '../lib/evaluador';

interface Values {
  comentarios: string;
  estado: string | null;
  condicion_inscripcion_id: string | null;
}

/** dictaminar sección (phase-2 mode): comentarios, estado, and condición for status '004'. */
export function RulingBlock({ target }: { target: EvaluationTarget }) {
  const evaluator = useEvaluator();
  const estados = useEstadosDictamenSelect(true);
  const condiciones = useCondiciones(true);
  const dictamenes = useDictamenes(target, true);
  const save = useGuardarDictamen(target);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const existing = dictamenes.data?.dictamenes.at(-1);
  const catalog = (estados.data?.estados_dictamen ?? []).map((e) => ({ id: e.value, codigo: e.codigo }));
  const codigoOf = (value: string | null) => catalog.find((e) => String(e.id) === value)?.codigo;

  const form = useForm<Values>({
    initialValues: { comentarios: '', estado: null, condicion_inscripcion_id: null },
    validate: (values) => {
      const parsed = dictamenBodySchema(catalog).safeParse({ ...targetBody(target), ...payload(values) });
      const errors: Record<string, string> = {};
      if (!parsed.success)
        for (const issue of parsed.error.issues) {
          const key = issue.path[0] === 'estados_dictamen' ? 'estado' : String(issue.path[0]);
          errors[key] ??= issue.message;
        }
      return errors;
    },
  });
  const payload = (values: Values) => ({
    comentarios: values.comentarios,
    estados_dictamen: values.estado ? [Number(values.estado)] : [],
    condicion_inscripcion_id: values.condicion_inscripcion_id
      ? Number(values.condicion_inscripcion_id)
      : null,
  });

  useEffect(() => {
    if (!existing) return;
    form.setValues({
      comentarios: existing.comentarios,
      estado: existing.estados_dictamen[0] ? String(existing.estados_dictamen[0].id) : null,
      condicion_inscripcion_id: existing.condicion_inscripcion_id
        ? String(existing.condicion_inscripcion_id)
        : null,
    });
    form.resetDirty();
    // Prefill once per loaded ruling.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [existing?.id]);

  const canSave = existing ? evaluator.editarDictamen : evaluator.crearDictamen;
  const needsCondition = estadoNeedsCondition(codigoOf(form.values.estado));
  const options = (estados.data?.estados_dictamen ?? [])
    .filter((e) => estadoAllowedFor(e.codigo, target.seccion))
    .map((e) => ({ value: String(e.value), label: e.label }));

  const submit = form.onSubmit(async (values) => {
    setGeneralError(null);
    try {
      const res = await save.mutateAsync({ id: existing?.id, ...payload(values) });
      notifications.show({ color: 'green', message: res.message });
    } catch (error) {
      if (error instanceof ApiError && error.body?.errors && Object.keys(error.body.errors).length)
        form.setErrors(
          Object.fromEntries(
            Object.entries(error.body.errors).map(([k, v]) => [
              k === 'estados_dictamen' ? 'estado' : k,
              v[0]!,
            ]),
          ),
        );
      else
        setGeneralError(
          error instanceof ApiError && error.body?.message ? error.body.message : MESSAGES.errorInterno,
        );
    }
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="dictaminar-titulo">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h5" id="dictaminar-titulo">
            Dictaminar sección
          </Title>
          {generalError && (
            <Alert color="red" role="alert">
              {generalError}
            </Alert>
          )}
          {existing && (
            <Text size="sm">
              Dictamen registrado: {existing.estados_dictamen.map((e) => e.nombre).join(', ')}
            </Text>
          )}
          <Textarea
            label="Comentarios"
            withAsterisk
            autosize
            minRows={3}
            description={`Máximo ${RULING_COMMENT_MAX_LENGTH} caracteres (${form.values.comentarios.length}/${RULING_COMMENT_MAX_LENGTH})`}
            {...form.getInputProps('comentarios')}
            readOnly={!canSave}
          />
          <Select
            label="Estado"
            withAsterisk
            data={options}
            nothingFoundMessage={MESSAGES.selectVacio}
            {...form.getInputProps('estado')}
            onChange={(value) => {
              form.setFieldValue('estado', value);
              // Choosing a status other than '004' clears the condition.
              if (!estadoNeedsCondition(codigoOf(value)))
                form.setFieldValue('condicion_inscripcion_id', null);
            }}
            readOnly={!canSave}
          />
          {needsCondition && (
            <Select
              label="Condición de inscripción"
              withAsterisk
              data={(condiciones.data?.condiciones_inscripciones ?? []).map((c) => ({
                value: String(c.id),
                label: c.nombre,
              }))}
              nothingFoundMessage={MESSAGES.selectVacio}
              {...form.getInputProps('condicion_inscripcion_id')}
              readOnly={!canSave}
            />
          )}
          {canSave && (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                Guardar dictamen
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
