import type { BaseLegal } from '@rnt/contract/modalidad';
import { DetailModal } from './detail-modal';
import { LegalBasisTable } from './legal-basis-table';

export interface LegalBasisTarget {
  titulo: string;
  bases: BaseLegal[];
}

/** The legal-basis modal of spec §2, for a section of the modality or a requirement. */
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
      title={target ? `Base legal: ${target.titulo}` : ''}
      size="xl"
    >
      {target && <LegalBasisTable bases={target.bases} caption={`Base legal de ${target.titulo}`} />}
    </DetailModal>
  );
}
