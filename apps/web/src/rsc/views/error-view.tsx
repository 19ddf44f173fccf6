import { isRouteErrorResponse } from 'react-router';
import { PAGE_PATTERNS } from '@rnt/contract/page-paths';
import type { Missing } from '../page-data';
import s from './error-view.module.css';

/**
 * The Spanish error pages of the light design: a 404 whose search box searches procedures (a plain GET
 * form to the home: it works without JavaScript), or the service's failure.
 */
export function ErrorView({ error, retry }: { error: unknown; retry?: string }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const missing = notFound ? (error.data as Missing | null) : null;
  if (missing?.que === 'tramite')
    return (
      <>
        <title>Trámite no encontrado - Registro Nacional de Trámites</title>
        <h1>El trámite no existe</h1>
        <p>El trámite que buscó no existe en el Registro Nacional de Trámites.</p>
        <p className={s.links}>
          <a href={PAGE_PATTERNS.inicio}>Buscar trámites en el inicio</a>
        </p>
      </>
    );
  if (!notFound)
    return (
      <>
        <title>Error - Registro Nacional de Trámites</title>
        <h1>Ocurrió un error</h1>
        <p>No pudimos mostrar esta página. Intente de nuevo en unos minutos.</p>
        <p className={s.links}>
          {retry && <a href={retry}>Reintentar</a>}
          <a href="/">Volver al inicio</a>
        </p>
      </>
    );
  return (
    <>
      <title>Página no encontrada - Registro Nacional de Trámites</title>
      <meta
        name="description"
        content="La página que buscó no existe en el portal del Registro Nacional de Trámites. Busque el trámite por su nombre."
      />
      <h1>La página no existe</h1>
      <p>
        La dirección que buscó no existe en el Registro Nacional de Trámites. Puede que el enlace esté
        incompleto o que la página se haya movido.
      </p>
      <BuscarTramite />
      <p>
        <a href="/">Ir al inicio</a> · <a href="/atlas-de-tramites">Ver el atlas de trámites</a>
      </p>
    </>
  );
}

/** The 404 pages' search box: a plain GET form to the home (it works without JavaScript). */
export function BuscarTramite() {
  return (
    <form role="search" action="/" method="get" aria-label="Buscar trámites" className="search-panel">
      <label htmlFor="buscar-404" className={s.label}>
        Buscar un trámite por su nombre
      </label>
      <div className="search-row">
        <input
          id="buscar-404"
          name="nombre"
          type="search"
          autoComplete="off"
          placeholder="Por ejemplo: licencia de funcionamiento"
          className="search-input"
        />
        <button type="submit" className="boton-primario">
          Buscar
        </button>
      </div>
    </form>
  );
}
