import { Text, Title } from '@mantine/core';

export default function Reporte() {
  return (
    <section>
      <Title order={2} mb="sm">
        Trámites evaluados
      </Title>
      <Text>Este reporte estará disponible próximamente.</Text>
    </section>
  );
}
