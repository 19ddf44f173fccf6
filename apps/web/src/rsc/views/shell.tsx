import type { RuntimeConfig } from '@rnt/contract/runtime-config';
import type { ReactNode } from 'react';
import { FOOTER_SECTIONS, HEADER_SECTIONS, PHONE_MENU, type PortalLink } from '../../config/portal-links';
import { MenuMovil } from '../islands/menu-movil';
import { SesionEnlaces } from '../islands/sesion-enlaces';
import './base.css';
import s from './layout.module.css';

/** The external link of the runtime configuration, after the portal's own sections. */
function videoAyuda(config: RuntimeConfig) {
  return (
    config.enlaces.videoAyuda && (
      <li>
        <a href={config.enlaces.videoAyuda} target="_blank" rel="noreferrer">
          Video de ayuda <span className="visually-hidden">(se abre en una pestaña nueva)</span>
        </a>
      </li>
    )
  );
}

const items = (links: readonly PortalLink[]) =>
  links.map((l) => (
    <li key={l.href}>
      <a href={l.href}>{l.label}</a>
    </li>
  ));

/**
 * The document of every light page: header (the specification's sections; on a phone a menu button with
 * every section, complaints and tracking first), the demo notice, main, footer (the runtime
 * configuration's contact data and social links, and every section: the phone's way without JavaScript).
 */
export function Shell({ children, config }: { children: ReactNode; config: RuntimeConfig }) {
  const aviso = config.avisoDatosDemostracion;
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        <a href="#contenido" className={s.skipLink}>
          Saltar al contenido principal
        </a>
        <header className={s.header}>
          <div className={s.bar}>
            <a href="/" className={s.brand} aria-label={`${config.branding.nombre}, inicio`}>
              <span className={s.brandShort}>{config.branding.nombreCorto}</span>
              <span className={s.brandLong}>
                <span aria-hidden="true"> · </span>
                {config.branding.nombre}
              </span>
            </a>
            <nav aria-label="Navegación principal" className={s.desktopNav}>
              <ul>
                {items(HEADER_SECTIONS)}
                {videoAyuda(config)}
              </ul>
              <SesionEnlaces login={config.enlaces.loginAdministracion} />
            </nav>
            <div className={s.mobileMenu}>
              <MenuMovil>
                <nav aria-label="Navegación principal (móvil)">
                  <ul>
                    {items(PHONE_MENU)}
                    {videoAyuda(config)}
                  </ul>
                  <SesionEnlaces login={config.enlaces.loginAdministracion} />
                </nav>
              </MenuMovil>
            </div>
          </div>
        </header>
        {aviso && (
          // A labelled region read in its place (issue 18); one line on a phone, its text behind a
          // disclosure (issue 31).
          <section aria-labelledby="aviso-demostracion" className={s.demo}>
            <details>
              <summary>
                <strong id="aviso-demostracion">Datos de demostración.</strong> Sin validez oficial.
              </summary>
              <p>{aviso}</p>
            </details>
          </section>
        )}
        <main id="contenido" tabIndex={-1} className={s.main}>
          {children}
        </main>
        <footer className={s.footer}>
          <div className={s.footerGrid}>
            <div>
              <h2>{config.branding.institucion}</h2>
              <p>{config.branding.nombre}</p>
            </div>
            <nav aria-label="Más del portal">
              <h2>Más del portal</h2>
              <ul>{items(FOOTER_SECTIONS)}</ul>
            </nav>
            <div>
              <h2>Contacto</h2>
              <p>{config.contacto.direccion}</p>
              <p>
                Teléfono:{' '}
                <a href={`tel:${config.contacto.telefono.replace(/[^+\d]/g, '')}`}>
                  {config.contacto.telefono}
                </a>
              </p>
              <p>
                Correo: <a href={`mailto:${config.contacto.correo}`}>{config.contacto.correo}</a>
              </p>
            </div>
            <div>
              <h2>Redes sociales</h2>
              <ul className={s.inline}>
                {config.redesSociales.map((red) => (
                  <li key={red.url}>
                    <a href={red.url} target="_blank" rel="noreferrer">
                      {red.nombre}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </footer>
      </body>
    </html>
  );
}
