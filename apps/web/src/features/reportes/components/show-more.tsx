/** "Show more/less" over a list: an initial slice, then every row (top-10 views). */
import { Button } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

export interface Slice<T> {
  visible: readonly T[];
  expanded: boolean;
  canExpand: boolean;
  toggle: () => void;
  collapse: () => void;
}

/** The URL of a report with every row shown (`?ver=todas`): the "show more" of a page without JavaScript. */
export const ALL_ROWS_PARAM = { name: 'ver', value: 'todas' } as const;
export const ALL_ROWS_HREF = `?${ALL_ROWS_PARAM.name}=${ALL_ROWS_PARAM.value}`;

/** Whether the report's URL asks for every row. */
export function useAllRowsRequested(): boolean {
  const [params] = useSearchParams();
  return params.get(ALL_ROWS_PARAM.name) === ALL_ROWS_PARAM.value;
}

/** The slice starts expanded when the URL asks for every row. */
export function useSlice<T>(rows: readonly T[], size: number): Slice<T> {
  const allRequested = useAllRowsRequested();
  const [expanded, setExpanded] = useState(allRequested);
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
