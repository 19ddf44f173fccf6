import { Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { Ref } from 'react';

/** "Back" inside a modal that moves between views; it takes focus when its view opens. */
export function BackButton({
  label,
  onClick,
  ref,
}: {
  label: string;
  onClick: () => void;
  ref: Ref<HTMLButtonElement>;
}) {
  return (
    <Group>
      <Button
        ref={ref}
        variant="subtle"
        leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
        onClick={onClick}
      >
        {label}
      </Button>
    </Group>
  );
}
