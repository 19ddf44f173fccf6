import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@rnt/contract/messages';
import { Link } from 'react-router';
import { DatoCopiable } from './dato-copiable';

export interface Recibo {
  folio: string;
  /** Shown once; null when a retry reached a complaint already stored (the code is not kept). */
  codigo: string | null;
}

/** The tracking page, with folio and code in the history state (never in the address: decision 017). */
export function EnlaceSeguimiento({ recibo, onClick }: { recibo: Recibo; onClick?: () => void }) {
  return (
    <Anchor
      component={Link}
      to="/seguimiento"
      state={{ folio: recibo.folio, codigo: recibo.codigo ?? '' }}
      onClick={onClick}
    >
      Consultar el seguimiento de su denuncia
    </Anchor>
  );
}

/**
 * The success dialog 'Denuncia enviada con éxito' / 'Gracias por denunciar los trámites errones',
 * with the folio and the tracking code to keep (issue 23).
 */
export function EnvioExitosoModal({
  recibo,
  onClose,
  onExited,
}: {
  recibo: Recibo | null;
  onClose: () => void;
  /** After the dialog is gone: the page moves focus to its thank-you text. */
  onExited?: () => void;
}) {
  return (
    <Modal
      opened={recibo !== null}
      onClose={onClose}
      onExitTransitionEnd={onExited}
      returnFocus={false}
      title={MESSAGES.denunciaEnviadaTitulo}
      centered
    >
      {recibo && (
        <Stack gap="sm">
          <Text>{MESSAGES.denunciaEnviadaTexto}</Text>
          <DatoCopiable
            etiqueta="Número de folio"
            valor={recibo.folio}
            testId="folio"
            nombreAccesible="Copiar el folio"
          />
          {recibo.codigo ? (
            <>
              <DatoCopiable
                etiqueta="Código de seguimiento"
                valor={recibo.codigo}
                testId="codigo-seguimiento"
                nombreAccesible="Copiar el código de seguimiento"
              />
              <Text size="sm">
                Guarde el folio y el código: con los dos puede ver el estado de su denuncia y nuestras
                respuestas. El código se muestra solo esta vez.
              </Text>
            </>
          ) : (
            <Text size="sm">{MESSAGES.codigoNoRepetible}</Text>
          )}
          <EnlaceSeguimiento recibo={recibo} />
          <Group justify="flex-end">
            <Button onClick={onClose}>Aceptar</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
