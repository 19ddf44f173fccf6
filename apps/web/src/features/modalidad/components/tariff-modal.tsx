import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import type { Modalidad } from '@rnt/contract/modalidad';
import { documentUrl } from '../lib/links';
import { DetailModal } from './detail-modal';
import { NewTabHint } from './new-tab';

/** Spec §2 "Tariff detail": the variable fee's text and its attached documents. */
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
        {docs.length === 0 ? (
          <Text>Sin documentos adjuntos.</Text>
        ) : (
          <List>
            {docs.map((d) => (
              <List.Item key={d.id}>
                <Anchor href={documentUrl(d.url)} target="_blank" rel="noreferrer">
                  {d.nombre}
                  <NewTabHint />
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </DetailModal>
  );
}
