import { Anchor, Group } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { buildUrl, type Service } from '../../lib/api-client';

/** A published document's download link; the server renders it as a PDF. */
export function DocumentLink({ service, path, nombre }: { service: Service; path: string; nombre: string }) {
  const href = /^https?:\/\//.test(path) ? path : buildUrl(service, path);
  return (
    <Anchor href={href} download={nombre} size="sm">
      <Group gap={6} wrap="nowrap" component="span">
        <IconFileTypePdf size={18} aria-hidden />
        <span>
          Descargar {nombre.replace(/\.pdf$/i, '')} <span style={{ whiteSpace: 'nowrap' }}>(PDF)</span>
        </span>
      </Group>
    </Anchor>
  );
}
