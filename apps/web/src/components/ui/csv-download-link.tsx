import { Anchor, Group } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';

/** "Descargar resultados (CSV)": every page of the current search as a spreadsheet file. */
export function CsvDownloadLink({ href }: { href: string }) {
  return (
    <Group justify="flex-end">
      <Anchor href={href} download>
        <Group gap={6} component="span">
          <IconFileSpreadsheet size={18} aria-hidden />
          Descargar resultados (CSV)
        </Group>
      </Anchor>
    </Group>
  );
}
