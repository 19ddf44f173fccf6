/** "Show more/less" over a list: an initial slice, then every row (top-10 views). */
import { Button } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';

export interface Slice<T> {
  visible: readonly T[];
  expanded: boolean;
  canExpand: boolean;
  toggle: () => void;
  collapse: () => void;
}

export function useSlice<T>(rows: readonly T[], size: number): Slice<T> {
  const [expanded, setExpanded] = useState(false);
  const canExpand = rows.length > size;
  return {
    visible: expanded || !canExpand ? rows : rows.slice(0, size),
    expanded,
    canExpand,
    toggle: () => setExpanded((e) => !e),
    collapse: () => setExpanded(false),
  };
}

export function ShowMoreButton({
  expanded,
  onToggle,
  controls,
}: {
  expanded: boolean;
  onToggle: () => void;
  /** Id of the table the button grows. */
  controls?: string;
}) {
  return (
    <Button
      variant="subtle"
      aria-expanded={expanded}
      aria-controls={controls}
      leftSection={
        expanded ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
      }
      onClick={onToggle}
    >
      {expanded ? 'Mostrar menos' : 'Mostrar más'}
    </Button>
  );
}
