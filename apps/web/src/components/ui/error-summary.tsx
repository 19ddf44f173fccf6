import { Anchor, Group, List, Paper, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { forwardRef, useId } from 'react';

export interface ErrorSummaryItem {
  /** id of the control the link moves focus to. */
  targetId: string;
  message: string;
}

/**
 * A form's error summary (GOV.UK Design System pattern): a heading and one link per invalid field.
 * The form focuses it after a failed submit, so screen-reader and keyboard users start from it.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { title: string; items: ErrorSummaryItem[] }>(
  function ErrorSummary({ title, items }, ref) {
    const titleId = useId();
    if (!items.length) return null;
    return (
      <Paper
        ref={ref}
        tabIndex={-1}
        role="region"
        aria-labelledby={titleId}
        withBorder
        p="md"
        mb="lg"
        style={{ borderColor: 'var(--mantine-color-red-8)', borderWidth: 3 }}
      >
        <Group gap="xs" mb="xs" wrap="nowrap">
          <IconAlertTriangle aria-hidden color="var(--mantine-color-red-8)" />
          <Text component="h2" id={titleId} fw={700} size="lg">
            {title}
          </Text>
        </Group>
        <List>
          {items.map((item) => (
            <List.Item key={item.targetId}>
              <Anchor
                href={`#${item.targetId}`}
                c="red.9"
                td="underline"
                onClick={(event) => {
                  event.preventDefault();
                  const target = document.getElementById(item.targetId);
                  target?.focus();
                  target?.scrollIntoView({ block: 'center' });
                }}
              >
                {item.message}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Paper>
    );
  },
);
