import { Container, Group, NavLink, Stack, Title } from '@mantine/core';
import { NavLink as RouterNavLink, Outlet } from 'react-router';

const REPORTS = [
  { to: '/reportes', label: 'Solicitudes de inscripción por institución', end: true },
  { to: '/reportes/instituciones', label: 'Instituciones con trámites cargados' },
  { to: '/reportes/estados', label: 'Estado de los trámites evaluados' },
  { to: '/reportes/promedio-tiempo-respuesta', label: 'Tiempo promedio de respuesta' },
  { to: '/reportes/requisitos-eliminados', label: 'Requisitos innecesarios eliminados' },
  { to: '/reportes/niveles-de-digitalizacion', label: 'Niveles de digitalización' },
  { to: '/reportes/tramites-sin-solicitud', label: 'Trámites sin solicitud' },
  { to: '/reportes/tramites-evaluados', label: 'Trámites evaluados' },
  { to: '/reportes/tramites-top-10', label: 'Top 10 de digitalización' },
];

export default function ReportesLayout() {
  return (
    <Container size="xl" py="xl">
      <title>Reportes - Registro Nacional de Trámites</title>
      <Title order={1} mb="md">
        Reportes
      </Title>
      <Group align="flex-start" wrap="nowrap">
        <nav aria-label="Reportes">
          <Stack gap={0} w={280}>
            {REPORTS.map((r) => (
              <NavLink key={r.to} component={RouterNavLink} to={r.to} end={r.end} label={r.label} />
            ))}
          </Stack>
        </nav>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Outlet />
        </div>
      </Group>
    </Container>
  );
}
