import { Button, Group, Modal, Text } from '@mantine/core';
import { MESSAGES } from '@rnt/contract/messages';

/** Spec §8: the success dialog 'Denuncia enviada con éxito' / 'Gracias por denunciar los trámites errones'. */
export function EnvioExitosoModal({ folio, onClose }: { folio: string | null; onClose: () => void }) {
  return (
    <Modal opened={folio !== null} onClose={onClose} title={MESSAGES.denunciaEnviadaTitulo} centered>
      <Text mb="xs">{MESSAGES.denunciaEnviadaTexto}</Text>
      <Text mb="lg">
        Número de folio: <strong data-testid="folio">{folio}</strong>
      </Text>
      <Group justify="flex-end">
        <Button onClick={onClose}>Aceptar</Button>
      </Group>
    </Modal>
  );
}
