import { Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './site-header.module.css';

/**
 * The navigation drawer of small screens. Loaded the first time the menu button is pressed: the drawer
 * (modal, scroll lock, focus trap) is not needed to paint any page.
 */
export default function MobileMenu({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Menú"
      hiddenFrom="md"
      position="right"
      closeButtonProps={{ 'aria-label': 'Cerrar menú' }}
    >
      <nav aria-label="Navegación principal (móvil)">
        <Stack gap="xs" className={classes.mobileNav}>
          {children}
        </Stack>
      </nav>
    </Drawer>
  );
}
