import { Anchor, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useRef, useState } from 'react';
import { NavLink as RouterNavLink, useNavigate } from 'react-router';
import { useRuntimeConfig } from '../../config/runtime-config';
import { logout as endSession } from '../../api/auth/logout';
import { hasPermission } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { PERMISSIONS } from '@rnt/contract/sections';
import { situacionesVidaPagePath } from '@rnt/contract/page-paths';
import a11y from '../../app/a11y.module.css';
import classes from './site-header.module.css';

const MobileMenu = lazy(() => import('./mobile-menu'));

/**
 * Header: registry home, catalogue, reports, external help video (only when /config.json
 * names one), external administration login.
 */
export function SiteHeader() {
  const config = useRuntimeConfig();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Once opened, the drawer stays mounted so that it can animate closed and open again at once.
  const [menuWanted, setMenuWanted] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  // A drawer mounted already open (its first, lazy load) does not know where focus came from: give it back.
  const closeMenu = () => {
    close();
    burger.current?.focus();
  };
  const session = useSession();
  const navigate = useNavigate();
  const logout = async () => {
    close();
    await endSession();
    void navigate('/');
  };

  const links = (
    <>
      <RouterNavLink to="/" end className={classes.link} onClick={close}>
        Registro de trámites
      </RouterNavLink>
      {/* A light page (LIGHT_PAGES): the router hands the navigation to the server. */}
      <RouterNavLink to={situacionesVidaPagePath()} className={classes.link} onClick={close}>
        Situaciones de vida
      </RouterNavLink>
      <RouterNavLink to="/catalogos" className={classes.link} onClick={close}>
        Catálogo de regulaciones
      </RouterNavLink>
      <RouterNavLink to="/resoluciones" className={classes.link} onClick={close}>
        Resoluciones
      </RouterNavLink>
      <RouterNavLink to="/reportes" className={classes.link} onClick={close}>
        Reportes
      </RouterNavLink>
      {config.enlaces.videoAyuda && (
        <a href={config.enlaces.videoAyuda} className={classes.link} target="_blank" rel="noreferrer">
          Video de ayuda <span className={classes.srOnly}>(se abre en una pestaña nueva)</span>
        </a>
      )}
      {hasPermission(PERMISSIONS.verDenuncias, session) && (
        <RouterNavLink to="/admin/denuncias" className={classes.link} onClick={close}>
          Denuncias
        </RouterNavLink>
      )}
      {session?.autenticado ? (
        <button type="button" className={classes.link} onClick={() => void logout()}>
          Cerrar sesión <span className={classes.srOnly}>de {session.user.nombre}</span>
        </button>
      ) : (
        <a href={config.enlaces.loginAdministracion} className={classes.link}>
          Iniciar sesión
        </a>
      )}
    </>
  );

  return (
    <header className={`${classes.header} ${a11y.onDark}`}>
      <Group mih={72} px="md" py={6} justify="space-between" wrap="nowrap">
        <Anchor
          component={RouterNavLink}
          to="/"
          className={classes.brand}
          underline="never"
          aria-label={`${config.branding.nombre}, inicio`}
        >
          <Text component="span" fw={800} fz="lg" c="white">
            {config.branding.nombreCorto}
          </Text>
          {/* 'RNT · Registro Nacional de Trámites', spaced in the text too (copied, read without styles). */}
          <Text component="span" fz="sm" c="white" visibleFrom="sm" className={classes.separator} aria-hidden>
            {' · '}
          </Text>
          <Text component="span" fz="sm" c="white" visibleFrom="sm">
            {config.branding.nombre}
          </Text>
        </Anchor>
        <nav aria-label="Navegación principal" className={classes.desktopNav}>
          {/* With large text the links wrap onto a second line instead of widening the page. */}
          <Group gap="xs" justify="flex-end">
            {links}
          </Group>
        </nav>
        <Burger
          ref={burger}
          opened={opened}
          onClick={() => {
            setMenuWanted(true);
            toggle();
          }}
          hiddenFrom="md"
          color="white"
          aria-label="Abrir menú de navegación"
          aria-expanded={opened}
        />
      </Group>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={closeMenu}>
            {links}
          </MobileMenu>
        </Suspense>
      )}
    </header>
  );
}
