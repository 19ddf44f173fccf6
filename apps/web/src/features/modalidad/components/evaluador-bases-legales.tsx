import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { BaseLegal } from '@rnt/contract/modalidad';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { ApiError } from '../../../lib/api-client';
import { useEliminarReferencia } from '../api/eliminar-referencia';
import { useAyuda } from '../api/ayuda';
import { useBasesLegales } from '../api/bases-legales';
import { useGuardarBaseLegal, type ReferenciaPayload } from '../api/guardar-base-legal';
import { useEvaluator, type EvaluationTarget } from '../lib/evaluador';
import { LegalBasisTable } from './base-legal-table';
import { ReferenceForm, type ReferenceFormValues } from './referencia-form';
import { RulingBlock } from './dictamen-block';

type Ref = BaseLegal['referencias'][number];
const toPayload = (r: Ref): ReferenciaPayload => ({
  id: r.id,
  referencia_id: r.referencia.id,
  valor_referencia: r.valor_referencia,
  sub_referencia_id: r.sub_referencia?.id ?? null,
  valor_sub_referencia: r.valor_sub_referencia,
});
const EMPTY: ReferenceFormValues = {
  regulacion_id: null,
  referencia_id: null,
  valor_referencia: '',
  sub_referencia_id: null,
  valor_sub_referencia: '',
};

/** evaluator tools: the legal bases of one target, editable, with help and the ruling block. */
export function EvaluatorLegalBasis({ target, titulo }: { target: EvaluationTarget; titulo: string }) {
  const evaluator = useEvaluator();
  const query = useBasesLegales(target);
  const ayuda = useAyuda(target.ayuda);
  const save = useGuardarBaseLegal(target);
  const remove = useEliminarReferencia(target);
  const [editing, setEditing] = useState<{ base: BaseLegal; ref: Ref } | 'new' | null>(null);

  const bases = query.data?.bases_legales ?? [];
  const done = (message: string) => {
    setEditing(null);
    notifications.show({ color: 'green', message });
  };

  // A new reference joins the basis of the same regulation when there is one (and it may be edited).
  const joinedBase = (regulacionId: number) =>
    evaluator.editar ? bases.find((b) => b.regulacion.id === regulacionId) : undefined;
  const add = async (regulacionId: number, referencia: ReferenciaPayload) => {
    const base = joinedBase(regulacionId);
    const res = await save.mutateAsync({
      id: base?.id,
      regulacion_id: regulacionId,
      referencias: [...(base?.referencias.map(toPayload) ?? []), { ...referencia, id: undefined }],
    });
    done(res.message);
  };
  const edit = (base: BaseLegal, ref: Ref) => async (_: number, referencia: ReferenciaPayload) => {
    const res = await save.mutateAsync({
      id: base.id,
      regulacion_id: base.regulacion.id,
      referencias: base.referencias.map((r) =>
        r.id === ref.id ? { ...referencia, id: r.id } : toPayload(r),
      ),
    });
    done(res.message);
  };
  const confirmDelete = (base: BaseLegal, ref: Ref) =>
    modals.openConfirmModal({
      title: 'Eliminar referencia',
      children: (
        <Text>
          ¿Desea eliminar la referencia «{ref.referencia.nombre} {ref.valor_referencia}» de{' '}
          {base.regulacion.nombre}?
        </Text>
      ),
      labels: { confirm: 'Eliminar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(ref.id, {
          onSuccess: (res) => done(res.message),
          onError: (error) =>
            notifications.show({
              color: 'red',
              message:
                error instanceof ApiError && error.body?.message
                  ? error.body.message
                  : 'No se pudo eliminar.',
            }),
        }),
    });

  const actions = (base: BaseLegal, ref: Ref) => (
    <Group gap="xs" wrap="nowrap">
      {evaluator.editar && (
        <Button
          size="compact-xs"
          variant="light"
          aria-label={`Editar referencia ${ref.referencia.nombre} ${ref.valor_referencia}`}
          onClick={() => setEditing({ base, ref })}
        >
          Editar
        </Button>
      )}
      {evaluator.eliminar && (
        <Button
          size="compact-xs"
          variant="light"
          color="red"
          aria-label={`Eliminar referencia ${ref.referencia.nombre} ${ref.valor_referencia}`}
          onClick={() => confirmDelete(base, ref)}
        >
          Eliminar
        </Button>
      )}
    </Group>
  );

  return (
    <Stack>
      {ayuda.data && (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden="true" />} title="Ayuda">
          {ayuda.data}
        </Alert>
      )}
      {query.isPending ? (
        <LoadingState label="Cargando la base legal…" />
      ) : query.isError ? (
        <ErrorState
          title="No se pudo cargar la base legal"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <LegalBasisTable
          bases={bases}
          caption={`Base legal de ${titulo}`}
          actions={evaluator.editar || evaluator.eliminar ? actions : undefined}
        />
      )}

      {editing === 'new' && (
        <ReferenceForm
          title="Agregar referencia"
          initial={EMPTY}
          onSubmit={add}
          referenciasActuales={(id) => joinedBase(id)?.referencias.length ?? 0}
          onCancel={() => setEditing(null)}
        />
      )}
      {editing && editing !== 'new' && (
        <ReferenceForm
          key={editing.ref.id}
          title="Editar referencia"
          regulacionNombre={editing.base.regulacion.nombre}
          initial={{
            regulacion_id: String(editing.base.regulacion.id),
            referencia_id: String(editing.ref.referencia.id),
            valor_referencia: editing.ref.valor_referencia,
            sub_referencia_id: editing.ref.sub_referencia ? String(editing.ref.sub_referencia.id) : null,
            valor_sub_referencia: editing.ref.valor_sub_referencia ?? '',
          }}
          onSubmit={edit(editing.base, editing.ref)}
          onCancel={() => setEditing(null)}
        />
      )}
      {evaluator.crear && editing == null && (
        <Group>
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
            Agregar referencia
          </Button>
        </Group>
      )}
      {evaluator.fase2 && <RulingBlock target={target} />}
    </Stack>
  );
}
