import type { BaseLegal } from '@rnt/contract/modalidad';
import { useEvaluator, type EvaluationTarget } from '../lib/evaluador';
import { DetailModal } from './detail-modal';
import { EvaluatorTools } from './evaluador-tools';
import { LegalBasisTable } from './base-legal-table';

export interface LegalBasisTarget {
  titulo: string;
  /** The dialog's title when 'Base legal: <titulo>' would not name what it is about. */
  dialogTitle?: string;
  bases: BaseLegal[];
  /** What the evaluator tools edit; the public view ignores it. */
  target?: EvaluationTarget;
}

/** The public table, or for a logged-in evaluator the editable list with the ruling block. */
export function LegalBasisContent({ target }: { target: LegalBasisTarget }) {
  const evaluator = useEvaluator();
  if (evaluator.active && target.target)
    return <EvaluatorTools target={target.target} titulo={target.titulo} />;
  return <LegalBasisTable bases={target.bases} caption={`Base legal de ${target.titulo}`} />;
}

/** The legal-basis modal, for a section of the modality or a requirement. */
export function LegalBasisModal({
  target,
  onClose,
}: {
  target: LegalBasisTarget | null;
  onClose: () => void;
}) {
  return (
    <DetailModal
      opened={target != null}
      onClose={onClose}
      title={target ? (target.dialogTitle ?? `Base legal: ${target.titulo}`) : ''}
      size="xl"
    >
      {target && <LegalBasisContent target={target} />}
    </DetailModal>
  );
}
