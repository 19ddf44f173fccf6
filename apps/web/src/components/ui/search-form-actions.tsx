import { Alert, Button, Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ScriptAlternatives } from './script-alternatives';

/**
 * 'Buscar' and 'Limpiar' of a search form, with the reason a search did not run (announced). Without
 * JavaScript 'Buscar' sends the GET form and 'Limpiar' is a link to the search without filters
 * (`clearHref`).
 */
export function SearchFormActions({
  notice,
  noticeColor = 'red',
  onClear,
  clearHref,
}: {
  notice: string | null;
  noticeColor?: string;
  onClear: () => void;
  clearHref: string;
}) {
  return (
    <>
      {notice && (
        <Alert color={noticeColor} variant="light" role="alert">
          {notice}
        </Alert>
      )}
      <Group>
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          Buscar
        </Button>
        <ScriptAlternatives
          withJs={
            <Button variant="default" onClick={onClear}>
              Limpiar
            </Button>
          }
          withoutJs={
            <Button component="a" href={clearHref} variant="default">
              Limpiar
            </Button>
          }
        />
      </Group>
    </>
  );
}
