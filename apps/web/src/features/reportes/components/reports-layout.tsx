/**
 * The /reportes frame: a side menu of the reports whose open/closed state persists in local
 * storage, a toggle button announcing that state, and the chosen report beside it (above it on phones).
 */
import { STORAGE_KEY_SIDEBAR } from '@rnt/contract/constants';
import { Button, Container, Group, NavLink, Title } from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useId } from 'react';
import { NavLink as RouterNavLink, Outlet } from 'react-router';
import classes from './reports-layout.module.css';

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
  { to: '/reportes/denuncias', label: 'Resultados de las denuncias' },
];

export function ReportsLayout() {
  const menuId = useId();
  // Read after the first render, which must match the server's HTML (no storage on the server).
  const [stored, setStored] = useLocalStorage<boolean | null>({
    key: STORAGE_KEY_SIDEBAR,
    defaultValue: null,
    getInitialValueInEffect: true,
  });
  // Open by default where it fits beside the report; on phones the report comes first. Until the
  // screen is known (server HTML, no JavaScript) the stylesheet applies that rule (`data-auto`).
  const wide = useMediaQuery('(min-width: 62em)');
  const open = stored ?? wide ?? null;
  const setOpen = (next: (open: boolean) => boolean) => setStored(next(open ?? false));
  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Title order={1}>Reportes</Title>
        <Button
          variant="default"
          aria-expanded={open ?? undefined}
          aria-controls={menuId}
          leftSection={
            open ? (
              <IconLayoutSidebarLeftCollapse size={18} aria-hidden />
            ) : (
              <IconLayoutSidebarLeftExpand size={18} aria-hidden />
            )
          }
          onClick={() => setOpen((o) => !o)}
        >
          Menú de reportes
        </Button>
      </Group>
      <div className={classes.body} data-open={open || undefined} data-auto={open === null || undefined}>
        <nav id={menuId} aria-label="Reportes" hidden={open === false} className={classes.menu}>
          {REPORTS.map((r) => (
            <NavLink key={r.to} component={RouterNavLink} to={r.to} end={r.end} label={r.label} />
          ))}
        </nav>
        <div className={classes.content}>
          <Outlet />
        </div>
      </div>
    </Container>
  );
}
