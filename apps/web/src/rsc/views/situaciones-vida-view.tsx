import { countText } from '@rnt/contract/modalidad-resumen';
import { situacionesVidaPagePath, situacionVidaPagePath } from '@rnt/contract/page-paths';
import type { SituacionResumen } from '@rnt/contract/situaciones-vida';
import { jsonLdText, situacionesVidaJsonLd } from '@rnt/contract/structured-data';
import { PageHead } from './page-head';
import s from './situaciones-vida.module.css';

/** `publicSituacionesVida` (the endpoint objects carry zod schemas: the light pages name their paths). */
export const SITUACIONES_VIDA_API = '/api/public/situaciones_vida';

/** The API path of the life events: all, those a citizen's phrase matches, those a modality is a step of. */
export const situacionesVidaApiPath = (q: string, modalidadId?: number) => {
  const query = new URLSearchParams({
    ...(q ? { q } : {}),
    ...(modalidadId ? { modalidad_id: String(modalidadId) } : {}),
  }).toString();
  return query ? `${SITUACIONES_VIDA_API}?${query}` : SITUACIONES_VIDA_API;
};

/** The life events index (issue 33): a phrase search without code and every event's card. */
export function SituacionesVidaView({
  situaciones,
  q,
  origin,
}: {
  situaciones: SituacionResumen[];
  q: string;
  origin: string;
}) {
  const index = situacionesVidaPagePath();
  return (
    <>
      <PageHead
        title="Situaciones de vida"
        description="Qué trámites hacer, en qué orden, cuánto cuestan y cuánto tardan cuando abre un negocio, tiene un hijo, se casa, compra un vehículo y más."
        canonical={`${origin}${index}`}
      />
      {!q && (
        <script type="application/ld+json">{jsonLdText(situacionesVidaJsonLd(situaciones, origin))}</script>
      )}
      <nav aria-label="Ruta de navegación" className={s.crumbs}>
        <a href="/">Inicio</a> › Situaciones de vida
      </nav>
      <h1>Situaciones de vida</h1>
      <p className={s.lead}>
        Lo que le toca hacer cuando algo cambia en su vida: los trámites en orden, con su costo y su tiempo en
        total.
      </p>
      <form role="search" action={index} method="get" className={`search-panel ${s.buscar}`}>
        <label htmlFor="q">¿Qué le está pasando?</label>
        <div className="search-row">
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={200}
            placeholder="Por ejemplo: me voy a casar"
            className="search-input"
          />
          <button type="submit" className="boton-primario">
            Buscar
          </button>
        </div>
      </form>
      {q && (
        <p role="status">
          {situaciones.length === 0
            ? `Ninguna situación de vida coincide con «${q}».`
            : `${countText(situaciones.length, 'situación de vida', 'situaciones de vida')} para «${q}».`}{' '}
          <a href={index}>Ver todas</a>
        </p>
      )}
      <ul className={s.cards}>
        {situaciones.map((e) => (
          <li key={e.slug} className={s.card}>
            <h2>
              <a href={situacionVidaPagePath(e.slug)}>{e.nombre}</a>
            </h2>
            <p>{e.descripcion}</p>
            <p className={s.count}>{countText(e.pasos, 'paso')}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
