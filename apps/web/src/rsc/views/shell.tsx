import { situacionesVidaPagePath } from '@rnt/contract/page-paths';
import type { ReactNode } from 'react';
import { HydratedMark } from '../islands/hydrated-mark';
import './base.css';
import s from './layout.module.css';

const NAV = [
  { href: '/', label: 'Inicio' },
  { href: situacionesVidaPagePath(), label: 'Situaciones de vida' },
  { href: '/comentario-ciudadano', label: 'Comentar o denunciar' },
  { href: '/seguimiento', label: 'Seguimiento de denuncias' },
  { href: '/catalogos', label: 'Catálogo de regulaciones' },
  { href: '/resoluciones', label: 'Resoluciones' },
  { href: '/reportes', label: 'Reportes' },
  { href: '/atlas-de-tramites', label: 'Atlas de trámites' },
];

/** The document: header with the menu (a disclosure: no code), demo notice, main, footer. */
export function Shell({
  children,
  head,
  avisoDemostracion,
}: {
  children: ReactNode;
  head?: ReactNode;
  /** The demo-data notice of the runtime configuration: only while the demo data are loaded. */
  avisoDemostracion?: string | null;
}) {
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {head}
      </head>
      <body>
        <a href="#contenido" className={s.skipLink}>
          Saltar al contenido principal
        </a>
        <header className={s.header}>
          <div className={s.bar}>
            <a href="/" className={s.brand}>
              Registro Nacional de Trámites
            </a>
            <nav aria-label="Principal" className={s.desktopNav}>
              <ul>
                {NAV.map((n) => (
                  <li key={n.href}>
                    <a href={n.href}>{n.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
            <details className={s.mobileMenu}>
              <summary>Menú</summary>
              <nav aria-label="Menú móvil">
                <ul>
                  {NAV.map((n) => (
                    <li key={n.href}>
                      <a href={n.href}>{n.label}</a>
                    </li>
                  ))}
                </ul>
              </nav>
            </details>
          </div>
          {avisoDemostracion && (
            // One line on a phone (issue 31): the notice's text behind its own disclosure.
            <details className={s.demo}>
              <summary>Datos de demostración: ilustrativos, sin validez oficial</summary>
              <p>{avisoDemostracion}</p>
            </details>
          )}
        </header>
        <main id="contenido" tabIndex={-1} className={s.main}>
          {children}
        </main>
        <footer className={s.footer}>
          <p>Registro Nacional de Trámites — Organismo de Mejora Regulatoria</p>
          <ul>
            <li>
              <a href="/datos-abiertos">Datos abiertos</a>
            </li>
            <li>
              <a href="/api/docs">API</a>
            </li>
            <li>
              <a href="/admin/login">Iniciar sesión</a>
            </li>
          </ul>
        </footer>
        <HydratedMark />
      </body>
    </html>
  );
}
