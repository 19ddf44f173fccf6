import { toDisplayDate } from '@rnt/contract/date-range-rules';
import { NOUNS } from '@rnt/contract/plural';
import type { ResolucionItem } from '@rnt/contract/resoluciones';
import type { ResolucionesSearch } from '../../features/resoluciones/resoluciones-url';
import { ResolucionesFiltros, type ResolucionesOpciones } from '../islands/resoluciones-filters';
import s from './busqueda-filtrada.module.css';
import { PageHead } from './page-head';
import { Campos, DocumentoLink, ResultadosPaginados, type ListaPaginada } from './resultados-paginados';

/** One resolution: type, modality, procedure, institution and its documents. */
function ResolucionCard({ resolucion: r }: { resolucion: ResolucionItem }) {
  const titleId = `resolucion-${r.id}`;
  return (
    <li>
      <article className={s.card} aria-labelledby={titleId}>
        <p className={s.badges}>
          <span className={`${s.badge} ${s.badgeOutline}`}>{r.tipo}</span>
          <span className={s.meta}>
            {r.numero} · {toDisplayDate(r.fecha)}
          </span>
        </p>
        <h3 id={titleId}>{r.modalidad.nombre}</h3>
        <Campos
          fields={[
            ['Tipo de resolución', r.tipo],
            ['Modalidad', r.modalidad.nombre],
            ['Trámite', r.modalidad.tramite.nombre],
            ['Institución', r.modalidad.tramite.unidad.institucion.nombre],
            ['Unidad', r.modalidad.tramite.unidad.nombre],
            ['Fecha de la resolución', toDisplayDate(r.fecha)],
          ]}
        />
        <p id={`${titleId}-docs`} className={s.docsTitle}>
          Documentos
        </p>
        {r.documentos_resoluciones.length ? (
          <ul aria-labelledby={`${titleId}-docs`} className={s.docs}>
            {r.documentos_resoluciones.map((d) => (
              <li key={d.id}>
                <DocumentoLink path={d.url} nombre={d.nombre} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={s.none}>Sin documentos publicados.</p>
        )}
      </article>
    </li>
  );
}

/** The resolution search: the filters island's GET form, and the results rendered here. */
export function ResolucionesView({
  busqueda,
  enviada,
  opciones,
  items,
  lista,
  canonical,
}: {
  busqueda: ResolucionesSearch;
  enviada: boolean;
  opciones: ResolucionesOpciones;
  items: ResolucionItem[];
  lista: ListaPaginada;
  canonical: string;
}) {
  return (
    <>
      <PageHead
        title="Resoluciones"
        description="Resoluciones emitidas sobre los trámites inscritos: búsquelas por nombre, fecha, institución, unidad y tipo."
        canonical={canonical}
      />
      <h1>Resoluciones</h1>
      <div className={s.layout}>
        <ResolucionesFiltros busqueda={busqueda} enviada={enviada} opciones={opciones} />
        <ResultadosPaginados {...lista} nouns={NOUNS.resolucion} form="#filtros-resoluciones">
          {items.map((r) => (
            <ResolucionCard key={r.id} resolucion={r} />
          ))}
        </ResultadosPaginados>
      </div>
    </>
  );
}
