import { Alert, Button, Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** 'Buscar' and 'Limpiar' of a search form, with the reason a search did not run (announced). */
export function SearchFormActions({
  notice,
  noticeColor = 'red',
  onClear,
}: {
  notice: string | null;
  noticeColor?: string;
  onClear: () => void;
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
        <Button variant="default" onClick={onClear}>
          Limpiar
        </Button>
      </Group>
    </>
  );
}
