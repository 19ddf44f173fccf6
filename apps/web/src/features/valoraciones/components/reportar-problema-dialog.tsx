import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import {
  reporteProblemaSchema,
  VALORACION_COMENTARIO_MAX,
  VALORACION_MOTIVOS,
  VALORACIONES_MESSAGES,
  type ValoracionMotivo,
} from '@rnt/contract/valoraciones';
import { z } from '@rnt/contract/zod';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useEnviarValoracion } from '../api/valoraciones';

type Errors = Partial<Record<'motivo' | 'comentario' | 'form', string>>;

/**
 * "Reportar un problema con esta página": what went wrong (a choice) and, optionally, what happened
 * (≤ 1,200 characters). Validated with the server's schema; what was typed survives a failed send.
 */
export default function ReportarProblemaDialog({
  ruta,
  onClose,
}: {
  ruta: string;
  onClose: (enviado: boolean) => void;
}) {
  const enviar = useEnviarValoracion();
  const [motivo, setMotivo] = useState<string>('');
  const [comentario, setComentario] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = reporteProblemaSchema.safeParse({ motivo: motivo || undefined, comentario });
    if (!parsed.success) {
      const fields = z.flattenError(parsed.error).fieldErrors;
      setErrors({ motivo: fields.motivo?.[0], comentario: fields.comentario?.[0] });
      return;
    }
    setErrors({});
    enviar.mutate(
      { ruta, motivo: parsed.data.motivo, comentario: parsed.data.comentario || undefined },
      {
        onSuccess: () => onClose(true),
        onError: (error) => {
          const fields = (error instanceof ApiError && error.body?.errors) || {};
          setErrors({
            motivo: fields.motivo?.[0],
            comentario: fields.comentario?.[0],
            form:
              error instanceof ApiError && error.status === 429
                ? 'Se enviaron demasiados reportes desde su conexión. Espere un minuto e intente de nuevo.'
                : 'No se pudo enviar el reporte. Revise los datos e intente de nuevo.',
          });
        },
      },
    );
  };

  return (
    <Modal opened onClose={() => onClose(false)} title={VALORACIONES_MESSAGES.reportar} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {errors.form && (
            <Alert color="red" role="alert" title="No se envió el reporte">
              {errors.form}
            </Alert>
          )}
          <Radio.Group
            label="¿Qué salió mal?"
            withAsterisk
            value={motivo}
            onChange={setMotivo}
            error={errors.motivo}
            name="motivo"
          >
            <Stack gap="xs" mt="xs">
              {(Object.entries(VALORACION_MOTIVOS) as [ValoracionMotivo, string][]).map(([code, label]) => (
                <Radio key={code} value={code} label={label} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label="Cuéntenos qué pasó (opcional)"
            description={VALORACIONES_MESSAGES.sinDatosPersonales}
            value={comentario}
            onChange={(e) => setComentario(e.currentTarget.value)}
            error={errors.comentario}
            autosize
            minRows={3}
            maxRows={8}
            name="comentario"
          />
          <Text fz="xs" c="dimmed">
            {comentario.length} de {VALORACION_COMENTARIO_MAX} caracteres
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => onClose(false)}>
              Cancelar
            </Button>
            <Button type="submit" loading={enviar.isPending}>
              Enviar reporte
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
