import { SEGUIMIENTO_PATH } from '@rnt/contract/api-paths';
import { PAGE_PATTERNS } from '@rnt/contract/page-paths';
import { checkSeguimiento, type SeguimientoTyped } from '@rnt/contract/seguimiento-rules';
import { ConsultaSeguimiento } from '../islands/consulta-seguimiento';
import { pageOrigin, pageRequest, readApiPart } from '../page-data';
import { PageHead } from '../views/page-head';
import { Respuesta, respuestaDe } from '../views/seguimiento-respuesta';
import s from '../views/seguimiento.module.css';

/** The fields as the address carries them: kept as typed (a long paste is cut), to be shown again. */
const typedOf = (search: URLSearchParams): SeguimientoTyped => ({
  folio: (search.get('folio') ?? '').slice(0, 200),
  codigo: (search.get('codigo') ?? '').slice(0, 200),
});

/**
 * `/seguimiento` (issue 23, decision 017): a complaint's state and public answers by folio and tracking
 * code. `?folio=…&codigo=…` is the form sent without JavaScript: its answer (or each wrong field's
 * message, beside the field and in the summary) is in the first HTML. The API server never stores a page
 * whose address carries the code, and the lookup it makes in-process counts against the visitor's address.
 */
export default async function SeguimientoPage() {
  const search = new URL(pageRequest().url).searchParams;
  const enDireccion = search.has('folio') || search.has('codigo');
  const typed = typedOf(search);
  const { consulta, errors } = enDireccion ? checkSeguimiento(typed) : { consulta: null, errors: null };
  const answer = consulta ? await readApiPart(`${SEGUIMIENTO_PATH}?${new URLSearchParams(consulta)}`) : null;
  return (
    <>
      <PageHead
        title="Seguimiento de denuncias"
        description="Consulte el estado de su comentario o denuncia y las respuestas del Registro Nacional de Trámites con su folio y su código de seguimiento."
        canonical={`${pageOrigin()}${PAGE_PATTERNS.seguimiento}`}
      />
      <h1>Seguimiento de denuncias</h1>
      <p className={s.intro}>
        Escriba el folio y el código de seguimiento que recibió al enviar su denuncia. Verá en qué etapa está
        y las respuestas del Registro. Esta página no muestra sus datos personales ni su mensaje.
      </p>
      <ConsultaSeguimiento inicial={typed} errores={errors ?? {}}>
        {answer && (
          <Respuesta
            respuesta={answer.ok ? respuestaDe(200, answer.body) : respuestaDe(answer.status, null)}
          />
        )}
      </ConsultaSeguimiento>
    </>
  );
}
