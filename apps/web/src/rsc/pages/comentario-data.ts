/** What the comment form's pages read: the institutions, the attachment's rules, a bound form's modality. */
import { DENUNCIA_MODALIDAD_PATH, INSTITUCION_LISTADO_PATH, PARAMETROS_PATH } from '@rnt/contract/api-paths';
import { PARAM_MAX_SIZE_KB, PARAM_MIME_TYPES } from '@rnt/contract/constants';
import {
  parseExtensionsParameter,
  parseMaxSizeParameter,
  type AttachmentRules,
} from '@rnt/contract/denuncia-rules';
import { data } from 'react-router';
import type { InstitucionOpcion, ModalidadElegida } from '../islands/comentario-form';
import { readApi, readApiOptional, readApiPart } from '../page-data';

const parametro = async (codigo: string) =>
  (
    await readApiOptional<{ parametros: { valor: string }[] }>(
      `${PARAMETROS_PATH}?${new URLSearchParams({ codigo })}`,
    )
  )?.parametros[0]?.valor;

/** The attachment's extensions and size (DOCS_RNT_MOD_MIME_TYPE, DOCS_RNT_MOD_SIZE); the defaults if unread. */
export async function reglasAdjunto(): Promise<AttachmentRules> {
  const [extensiones, tamano] = await Promise.all([
    parametro(PARAM_MIME_TYPES),
    parametro(PARAM_MAX_SIZE_KB),
  ]);
  return { extensions: parseExtensionsParameter(extensiones), maxBytes: parseMaxSizeParameter(tamano) };
}

/** The institutions of the cascade; null when unread (the form says so under its select). */
export async function instituciones(): Promise<InstitucionOpcion[] | null> {
  const answer = await readApiPart<{ instituciones: InstitucionOpcion[] }>(
    `${INSTITUCION_LISTADO_PATH}?page=-1`,
  );
  return answer.ok ? answer.body.instituciones : null;
}

/**
 * The registered modality of `/tramite/comentarios-ciudadanos/{id}`: an id that is not digits, an unknown
 * or an unregistered modality is the page's 404 (`readApi`); another failure its 503.
 */
export async function modalidadComentario(modalidadId: string | undefined): Promise<ModalidadElegida> {
  if (!modalidadId || !/^[1-9]\d{0,8}$/.test(modalidadId)) throw data(null, { status: 404 });
  const { modalidad } = await readApi<{ modalidad: ModalidadElegida }>(
    DENUNCIA_MODALIDAD_PATH.replace(':id', modalidadId),
  );
  return modalidad;
}
