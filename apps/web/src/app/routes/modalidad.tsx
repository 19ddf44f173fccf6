import { ModalsProvider } from '@mantine/modals';
import { useParams } from 'react-router';
import { ModalidadDetail } from '../../features/modalidad/components/modalidad-detail';
import { parseRouteId } from '../../features/modalidad/lib/links';

/** The modality page (`PAGE_PATTERNS.modalidad`) and the certificate's old link (`modalidadAntigua`). */
export default function ModalidadPage() {
  const { tramiteId, modalidadId } = useParams();
  const modalidad = parseRouteId(modalidadId);
  // Remount per modality so panels and modals never carry over from the previous one.
  // The evaluator's confirmation dialogs (modals.openConfirmModal) are only used on this screen.
  return (
    <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
      <ModalidadDetail key={modalidad ?? 'x'} tramiteId={parseRouteId(tramiteId)} modalidadId={modalidad} />
    </ModalsProvider>
  );
}
