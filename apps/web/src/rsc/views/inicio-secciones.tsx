import { atlasPagePath } from '@rnt/contract/page-paths';
import { BLOQUES_MEJORA_REGULATORIA } from '../../features/inicio/content/mejora-regulatoria';
import { PAGE_PATTERNS } from '@rnt/contract/page-paths';
import s from './inicio-secciones.module.css';

/** The catalogue teaser, the comment call-to-action and the three regulatory blocks of the home. */
export function InicioSecciones() {
  return (
    <>
      <div className={s.pair}>
        <section aria-labelledby="catalogo-titulo" className={s.card}>
          <h2 id="catalogo-titulo">Catálogo de regulaciones</h2>
          <p>
            Consulte las leyes, reglamentos, decretos y acuerdos que sustentan los trámites inscritos, con sus
            datos de publicación en el Diario Oficial y sus documentos.
          </p>
          <a href="/catalogos" className={s.button}>
            Ver el catálogo de regulaciones
          </a>
        </section>
        <section aria-labelledby="comentario-titulo" className={s.card}>
          <h2 id="comentario-titulo">¿Le pidieron algo que no está inscrito?</h2>
          <p>
            Si una institución le exige un requisito, un pago o un plazo distinto del registrado, o tiene una
            sugerencia sobre un trámite, cuéntenos. Puede hacerlo de forma anónima.
          </p>
          <a href={PAGE_PATTERNS.denuncias} className={`${s.button} ${s.orange}`}>
            Enviar un comentario o denuncia
          </a>
        </section>
      </div>
      <section aria-labelledby="mejora-titulo">
        <h2 id="mejora-titulo">Mejora regulatoria</h2>
        <div className={s.blocks}>
          {BLOQUES_MEJORA_REGULATORIA.map((b) => (
            <article key={b.titulo} className={s.card}>
              <h3>{b.titulo}</h3>
              <p>{b.texto}</p>
            </article>
          ))}
        </div>
        <p>
          ¿No encuentra un trámite? Recorra el <a href={atlasPagePath()}>atlas de trámites</a> por
          institución.
        </p>
      </section>
    </>
  );
}
