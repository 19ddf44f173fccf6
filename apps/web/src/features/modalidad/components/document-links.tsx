import { Anchor, List, Text } from '@mantine/core';
import type { Documento } from '@rnt/contract/modalidad';
import { documentUrl } from '../lib/links';
import { NewTabHint } from './new-tab';

/** A list of document links, each opened in a new tab; `empty` when there are none. */
export function DocumentLinks({ documentos, empty }: { documentos: Documento[]; empty: string }) {
  if (documentos.length === 0) return <Text component="span">{empty}</Text>;
  return (
    <List>
      {documentos.map((d) => (
        <List.Item key={d.id}>
          <Anchor href={documentUrl(d.url)} target="_blank" rel="noreferrer">
            {d.nombre}
            <NewTabHint />
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}
