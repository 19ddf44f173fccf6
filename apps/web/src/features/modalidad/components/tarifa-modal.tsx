import { Stack, Text, Title } from '@mantine/core';
import type { Modalidad } from '@rnt/contract/modalidad';
import { DetailModal } from './detail-modal';
import { DocumentLinks } from './document-links';

type TariffFields = Pick<
  Modalidad,
  'detalle_tarifa_variable' | 'documentos_costo_tarifa_tramite' | 'comentario_costo_tramite'
>;

/** Tariff detail: the variable fee's text and its attached documents. */
export function TariffModal({
  modalidad,
  opened,
  onClose,
}: {
  modalidad: TariffFields;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <DetailModal opened={opened} onClose={onClose} title="Detalle de la tarifa">
      <TariffDetail modalidad={modalidad} />
    </DetailModal>
  );
}

/** The dialog's content; without JavaScript, a section of the page. */
export function TariffDetail({ modalidad }: { modalidad: TariffFields }) {
  const docs = modalidad.documentos_costo_tarifa_tramite;
  return (
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
  );
}
