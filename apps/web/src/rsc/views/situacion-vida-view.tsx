import { countText } from '@rnt/contract/modalidad-resumen';
import { modalidadPagePath, situacionesVidaPagePath, situacionVidaPagePath } from '@rnt/contract/page-paths';
import type { SituacionDetalle } from '@rnt/contract/situaciones-vida';
import { jsonLdText, situacionVidaJsonLd } from '@rnt/contract/structured-data';
import { PrintChecklistButton } from '../islands/print-checklist-button';
import { PageHead } from './page-head';
import s from './situaciones-vida.module.css';
import { SITUACIONES_VIDA_API } from './situaciones-vida-view';

type Paso = SituacionDetalle['pasos'][number];
type Modalidad = Paso['modalidades'][number];

/** The API path of one life event (an absent slug asks for one that cannot exist: its 404). */
export const situacionApiPath = (slug: string | undefined) =>
  `${SITUACIONES_VIDA_API}/${encodeURIComponent(slug || '-')}`;

const MUNICIPAL_NOTE = 'La tarifa la fija cada alcaldía: varía según el municipio.';

/** "Institución · $3.00 · 5 días hábiles": where, how much and how long, as the API gives them. */
const detailOf = (m: Modalidad) =>
  [m.institucion.nombre, m.costo, m.tiempo ?? 'Tiempo no indicado'].join(' · ');

/** Named apart from the totals, one line each, only when there is something to name. */
function Apart({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <li>
      {label}: {items.join('; ')}.
    </li>
  );
}

function Step({ paso, titulos }: { paso: Paso; titulos: Map<number, string> }) {
  const antes = paso.espera.filter((o) => titulos.has(o));
  return (
    <li id={`paso-${paso.orden}`} className={s.step} tabIndex={-1}>
      <h3>
        <span className={s.number}>Paso {paso.orden}</span> {paso.titulo}
      </h3>
      <p className={s.tags}>
        <span className={s.tag} data-kind={paso.obligatorio ? 'required' : 'optional'}>
          {paso.obligatorio ? 'Obligatorio' : 'Según el caso'}
        </span>
        {paso.municipal && <span className={s.tag}>En su alcaldía</span>}
      </p>
      <p>{paso.que_hacer}</p>
      {antes.length > 0 && (
        <p className={s.before}>
          <strong>Antes debe hacer:</strong>{' '}
          {antes.map((o, i) => (
            <span key={o}>
              {i > 0 && ', '}
              <a href={`#paso-${o}`}>
                paso {o} ({titulos.get(o)})
              </a>
            </span>
          ))}
        </p>
      )}
      {paso.modalidades.length === 0 ? (
        <p className={s.warning}>Este paso no tiene ahora una modalidad publicada en el registro.</p>
      ) : (
        <>
          <p className={s.how}>
            {paso.municipal
              ? 'Hágalo en la alcaldía de su municipio. Por ejemplo:'
              : paso.modalidades.length > 1
                ? 'Puede hacerlo de una de estas formas:'
                : 'Cómo hacerlo:'}
          </p>
          <ul className={s.modalities}>
            {paso.modalidades.map((m) => (
              <li key={m.id}>
                <a href={modalidadPagePath(m.tramite_id, m.id)}>{m.nombre}</a>
                <span className={s.detail}>{detailOf(m)}</span>
              </li>
            ))}
          </ul>
          {paso.municipal && <p className={s.note}>{MUNICIPAL_NOTE}</p>}
        </>
      )}
    </li>
  );
}

/** One checklist line: a box to tick on paper, the step, and where it is done. */
function ChecklistStep({ paso }: { paso: Paso }) {
  const instituciones = [...new Set(paso.modalidades.map((m) => m.institucion.nombre))];
  return (
    <li>
      <span className={s.box} aria-hidden="true" />
      <span>
        <strong>
          {paso.orden}. {paso.titulo}
        </strong>
        {!paso.obligatorio && ' (según el caso)'}
        <span className={s.detail}>
          {[
            paso.municipal
              ? 'En la alcaldía de su municipio; la tarifa varía según el municipio'
              : paso.modalidades.length === 1
                ? detailOf(paso.modalidades[0]!)
                : instituciones.join(' o '),
            paso.espera.length > 0 && `Después del paso ${paso.espera.join(' y del paso ')}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </span>
    </li>
  );
}

/**
 * A life event's page (issue 33): the totals first, as the API computed them (never recomputed here),
 * then the numbered steps with their modalities, then a checklist of the whole journey for paper.
 */
export function SituacionVidaView({ situacion: d, origin }: { situacion: SituacionDetalle; origin: string }) {
  const t = d.totales;
  const canonical = `${origin}${situacionVidaPagePath(d.slug)}`;
  const titulos = new Map(d.pasos.map((p) => [p.orden, p.titulo]));
  return (
    <>
      <PageHead
        title={`${d.nombre} - Situaciones de vida`}
        description={d.descripcion.slice(0, 160)}
        canonical={canonical}
      />
      <script type="application/ld+json">{jsonLdText(situacionVidaJsonLd(d, canonical))}</script>
      <nav aria-label="Ruta de navegación" className={s.crumbs}>
        <a href="/">Inicio</a> › <a href={situacionesVidaPagePath()}>Situaciones de vida</a>
      </nav>
      <h1>{d.nombre}</h1>
      <p className={s.lead}>{d.descripcion}</p>

      <section aria-labelledby="totales-titulo" className={s.totals}>
        <h2 id="totales-titulo">En total</h2>
        <dl>
          <div>
            <dt>Costo total</dt>
            <dd>{t.costo_texto}</dd>
          </div>
          <div>
            <dt>Tiempo total</dt>
            <dd>{t.tiempo_texto}</dd>
          </div>
          <div>
            <dt>Instituciones</dt>
            <dd>{countText(t.instituciones, 'institución', 'instituciones')}</dd>
          </div>
          <div>
            <dt>Documentos</dt>
            <dd>{countText(t.documentos, 'documento')}</dd>
          </div>
        </dl>
        <ul className={s.apart}>
          <Apart
            label="La tarifa municipal varía según el municipio y no está sumada"
            items={t.tarifas_municipales}
          />
          <Apart label="Tarifas variables, no sumadas" items={t.tarifas_variables} />
          <Apart label="Pasos según el caso, fuera de los totales" items={t.pasos_opcionales} />
          <Apart label="Pasos sin modalidad publicada, fuera de los totales" items={t.pasos_sin_modalidad} />
          <li>
            El tiempo suma los pasos obligatorios que esperan uno al otro; los demás pueden hacerse a la vez.
          </li>
        </ul>
        {t.documentos_lista.length > 0 && (
          <details className={s.documents}>
            <summary>Ver los documentos que debe llevar ({t.documentos_lista.length})</summary>
            <ul>
              {t.documentos_lista.map((doc) => (
                <li key={doc}>{doc}</li>
              ))}
            </ul>
          </details>
        )}
      </section>

      <div role="group" aria-label="Acciones de la situación de vida" className={s.actions}>
        <PrintChecklistButton />
        <a href="#lista">Ir a la lista de verificación</a>
      </div>

      <section aria-labelledby="pasos-titulo" className={s.stepsSection}>
        <h2 id="pasos-titulo">Paso a paso</h2>
        <ol className={s.steps}>
          {d.pasos.map((p) => (
            <Step key={p.orden} paso={p} titulos={titulos} />
          ))}
        </ol>
      </section>

      <section id="lista" aria-labelledby="lista-titulo" className={s.checklist}>
        <h2 id="lista-titulo">Lista de verificación: {d.nombre}</h2>
        <p className={s.printOnly}>
          Costo total: {t.costo_texto}. Tiempo total: {t.tiempo_texto}.{' '}
          {countText(t.instituciones, 'institución', 'instituciones')}.
        </p>
        <h3>Pasos</h3>
        <ul className={s.checks}>
          {d.pasos.map((p) => (
            <ChecklistStep key={p.orden} paso={p} />
          ))}
        </ul>
        {t.documentos_lista.length > 0 && (
          <>
            <h3>Documentos que debe llevar</h3>
            <ul className={s.checks}>
              {t.documentos_lista.map((doc) => (
                <li key={doc}>
                  <span className={s.box} aria-hidden="true" />
                  <span>{doc}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        <p className={s.printOnly}>{canonical}</p>
      </section>

      {d.fuentes.length > 0 && (
        <details className={s.sources}>
          <summary>Fuentes de esta guía</summary>
          <ul>
            {d.fuentes.map((f) => {
              const [, texto, url] = /^(.*) — (https?:\/\/\S+)$/.exec(f) ?? [f, f, null];
              return (
                <li key={f}>
                  {texto}
                  {url && (
                    <>
                      {' — '}
                      <a href={url}>{url}</a>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </details>
      )}

      <nav aria-label="Navegación de la situación de vida" className={s.actions}>
        <a href={situacionesVidaPagePath()}>Todas las situaciones de vida</a>
        <a href="/">Inicio</a>
      </nav>
    </>
  );
}
