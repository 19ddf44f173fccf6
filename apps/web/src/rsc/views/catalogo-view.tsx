import { toDisplayDate } from '@rnt/contract/date-range-rules';
import { NOUNS } from '@rnt/contract/plural';
import type { RegulacionItem } from '@rnt/contract/regulaciones';
import { lastDocument } from '@rnt/contract/regulaciones-rules';
import type { CarouselSlide } from '../../components/ui/carousel-slide';
import type { CatalogoSearch } from '../../features/catalogo/catalogo-url';
import { Carrusel } from '../islands/carousel';
import { CatalogoFiltros, type CatalogoOpciones } from '../islands/catalogo-filters';
import s from './busqueda-filtrada.module.css';
import { PageHead } from './page-head';
import { Campos, DocumentoLink, ResultadosPaginados, type ListaPaginada } from './resultados-paginados';

export const CARRUSEL_CATALOGO_LABEL = 'Presentación del catálogo de regulaciones';

/** Six images (specification: 3 s apart); the text drawn in each image is its alternative text. */
export const CARRUSEL_CATALOGO: CarouselSlide[] = [
  'Catálogo nacional de regulaciones: leyes, reglamentos y normas en un solo lugar',
  'Regulaciones vigentes: consulte el estado de cada ley y reglamento',
  'Publicadas en el Diario Oficial: busque por tomo, número y fecha de publicación',
  'Mejora regulatoria: normas más claras y trámites más simples',
  'Regulaciones por sector: filtre por actividad económica o categoría',
  'Documentos disponibles: descargue el texto íntegro de cada regulación',
].map((alt, i) => ({ src: `/imagenes/catalogo/catalogo-${i + 1}.svg`, alt, width: 1200, height: 300 }));

/** White or near-black text on a type's colour, whichever reads better (WCAG contrast). */
function textOn(hex: string): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) return '#fff';
  const channel = (i: number) => {
    const c = parseInt(m[1]!.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#fff' : '#1a1b1e';
}

/** One regulation with its fields and its last document. */
function RegulacionCard({ regulacion: r }: { regulacion: RegulacionItem }) {
  const documento = lastDocument(r.documentos);
  const titleId = `regulacion-${r.id}`;
  return (
    <li>
      <article className={s.card} aria-labelledby={titleId}>
        <p className={s.badges}>
          <span
            className={s.badge}
            data-tipo-color={r.tipo_solicitud.color}
            style={{ background: r.tipo_solicitud.color, color: textOn(r.tipo_solicitud.color) }}
          >
            {r.tipo_solicitud.nombre}
          </span>
          <span className={`${s.badge} ${s.badgeOutline}`}>{r.estado_tipo_solicitud_regulacion.nombre}</span>
        </p>
        <h3 id={titleId}>{r.nombre}</h3>
        <Campos
          fields={[
            ['Tipo de normativa', r.tipo_solicitud.nombre],
            ['Estado', r.estado_tipo_solicitud_regulacion.nombre],
            ['Número de reforma', r.numero_reforma ? String(r.numero_reforma) : null],
            ['Fecha de emisión', toDisplayDate(r.fecha_emision)],
            ['Fecha de publicación en el DO', toDisplayDate(r.fecha_publicacion_do)],
            ['Fecha de vigencia', toDisplayDate(r.fecha_vigencia)],
            ['Tomo DO', r.tomo_do === null ? null : String(r.tomo_do)],
            ['Número DO', r.numero_do === null ? null : String(r.numero_do)],
            ['Actividad económica', r.actividad_economica?.nombre],
            ['Categorías', r.categorias.map((c) => c.categoria_tramite.nombre).join(', ')],
          ]}
        />
        {documento ? (
          <DocumentoLink path={documento.ruta} nombre={documento.nombre} />
        ) : (
          <p className={s.none}>Sin documentos publicados.</p>
        )}
      </article>
    </li>
  );
}

/**
 * The catalogue of regulations (specification: filter panel, paginated list, carousel of six images). The
 * search is the GET form of the filters island; its results, pages and errors are rendered here.
 */
export function CatalogoView({
  busqueda,
  enviada,
  opciones,
  items,
  lista,
  canonical,
}: {
  busqueda: CatalogoSearch;
  enviada: boolean;
  opciones: CatalogoOpciones;
  items: RegulacionItem[];
  lista: ListaPaginada;
  canonical: string;
}) {
  return (
    <>
      <PageHead
        title="Catálogo de regulaciones"
        description="Leyes, reglamentos y normas de El Salvador: búsquelas por nombre, tipo, estado, sector y publicación en el Diario Oficial."
        canonical={canonical}
      />
      <h1>Catálogo de regulaciones</h1>
      <div className={s.layout}>
        <CatalogoFiltros busqueda={busqueda} enviada={enviada} opciones={opciones} />
        <ResultadosPaginados {...lista} nouns={NOUNS.regulacion} form="#filtros-catalogo">
          {items.map((r) => (
            <RegulacionCard key={r.id} regulacion={r} />
          ))}
        </ResultadosPaginados>
      </div>
      {/* After the search (as on the home, issue 31): the filters are on the first screen. */}
      <Carrusel label={CARRUSEL_CATALOGO_LABEL} slides={CARRUSEL_CATALOGO} />
    </>
  );
}
