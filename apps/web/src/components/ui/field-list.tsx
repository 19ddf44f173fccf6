import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label/value pairs of a result as a description list; empty values are left out. */
export function FieldList({ fields }: { fields: [string, ReactNode][] }) {
  const shown = fields.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6} m={0}>
      {shown.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="gray.7" fw={600}>
            {label}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
