import { Stack, Text, Title } from '@mantine/core';
import type { Modalidad } from '@rnt/contract/modalidad';
import { DetailModal } from './detail-modal';
import { DocumentLinks } from './document-links';

/** Tariff detail: the variable fee's text and its attached documents. */
export function TariffModal({
  modalidad,
  opened,
  onClose,
}: {
  modalidad: Pick<
    Modalidad,
    'detalle_tarifa_variable' | 'documentos_costo_tarifa_tramite' | 'comentario_costo_tramite'
  >;
  opened: boolean;
  onClose: () => void;
}) {
  const docs = modalidad.documentos_costo_tarifa_tramite;
  return (
    <DetailModal opened={opened} onClose={onClose} title="Detalle de la tarifa">
      <Stack>
        <Text>
          {modalidad.detalle_tarifa_variable || 'La institución no registró el detalle de la tarifa.'}
        </Text>
        {modalidad.comentario_costo_tramite && (
          <Text size="sm">Comentario: {modalidad.comentario_costo_tramite}</Text>
        )}
        <Title order={3} size="h5">
          Documentos de la tarifa
        </Title>
        <DocumentLinks documentos={docs} empty="Sin documentos adjuntos." />
      </Stack>
    </DetailModal>
  );
}
