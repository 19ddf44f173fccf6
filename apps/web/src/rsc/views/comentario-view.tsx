import { comentarioModalidadPagePath, PAGE_PATTERNS } from '@rnt/contract/page-paths';
import type { AttachmentRules } from '@rnt/contract/denuncia-rules';
import { MESSAGES } from '@rnt/contract/messages';
import { ComentarioForm, type InstitucionOpcion, type ModalidadElegida } from '../islands/comentario-form';
import { PageHead } from './page-head';
import s from './comentario.module.css';

const TITULO = 'Comentario sobre el trámite';
const DESCRIPCION =
  'Envíe un comentario o una denuncia sobre un trámite, de forma anónima o con sus datos: un requisito, un pago o un trámite que no está inscrito en el Registro Nacional de Trámites.';

/**
 * The comment/complaint form page (Comment form): the heading, the statement of the law and the form's
 * fields come in the HTML; the form is one island. Without JavaScript the form cannot send, and says so.
 */
export function ComentarioView({
  origin,
  instituciones,
  reglasAdjunto,
  modalidad,
}: {
  origin: string;
  instituciones: InstitucionOpcion[] | null;
  reglasAdjunto: AttachmentRules;
  modalidad?: ModalidadElegida;
}) {
  // The three addresses of the main form are one page: /comentario-ciudadano is the one indexed.
  const canonical = modalidad
    ? comentarioModalidadPagePath(modalidad.modalidad_id)
    : PAGE_PATTERNS.comentarioCiudadano;
  return (
    <>
      <PageHead title={TITULO} description={DESCRIPCION} canonical={`${origin}${canonical}`} />
      <h1>{TITULO}</h1>
      <noscript>
        <div className={s.sinJs}>
          <p className={s.fuerte}>Este formulario necesita JavaScript</p>
          <p>
            Para enviar un comentario o una denuncia active JavaScript en su navegador y vuelva a cargar la
            página. Si no puede hacerlo, escríbanos al correo o llame al teléfono que aparecen al pie de la
            página.
          </p>
        </div>
      </noscript>
      <ComentarioForm instituciones={instituciones} reglasAdjunto={reglasAdjunto} modalidad={modalidad}>
        <div className={s.intro}>
          <p>
            Si una institución le pidió un trámite, un requisito o un pago que no está inscrito en el Registro
            Nacional de Trámites, o quiere comentar un trámite, cuéntenos. Puede hacerlo de forma anónima.
          </p>
          <p className={s.fuerte}>
            De acuerdo con la Ley de Mejora Regulatoria, ningún trámite ni elemento de un trámite es exigible
            si no está inscrito en el Registro Nacional de Trámites.
          </p>
        </div>
      </ComentarioForm>
    </>
  );
}

/** `/tramite/comentarios-ciudadanos/{id}` of a modality that does not exist or is not registered (404). */
export function ComentarioModalidadNoDisponible() {
  return (
    <>
      <title>{`${TITULO} - Registro Nacional de Trámites`}</title>
      <meta name="robots" content="noindex" />
      <h1>{TITULO}</h1>
      <div role="alert" className={s.alerta}>
        <p className={s.fuerte}>No se puede comentar esta modalidad</p>
        <p>
          {MESSAGES.modalidadNoDisponible}.{' '}
          <a href={PAGE_PATTERNS.denunciaCiudadana}>Elegir la institución, el trámite y la modalidad</a>
        </p>
      </div>
    </>
  );
}
