import { PARAM_MAX_SIZE_KB, PARAM_MIME_TYPES } from '@rnt/contract/constants';
import {
  DEFAULT_ATTACHMENT_RULES,
  parseExtensionsParameter,
  parseMaxSizeParameter,
  type AttachmentRules,
} from '@rnt/contract/denuncia';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

async function fetchParametro(codigo: string, signal?: AbortSignal) {
  const { parametros } = await import('@rnt/contract/endpoints/parametros');
  const data = await callApi(parametros, { service: 'general', query: { codigo }, signal });
  return data.parametros[0]?.valor;
}

/**
 * Allowed extensions and maximum size of the attachment, from DOCS_RNT_MOD_MIME_TYPE and
 * DOCS_RNT_MOD_SIZE (Parameters); the default values hold until they load or if they fail.
 */
export const reglasAdjuntoQuery = () =>
  queryOptions({
    queryKey: ['comentarios', 'reglas-adjunto'],
    queryFn: async ({ signal }): Promise<AttachmentRules> => {
      const [extensiones, tamano] = await Promise.all([
        fetchParametro(PARAM_MIME_TYPES, signal),
        fetchParametro(PARAM_MAX_SIZE_KB, signal),
      ]);
      return { extensions: parseExtensionsParameter(extensiones), maxBytes: parseMaxSizeParameter(tamano) };
    },
    staleTime: 30 * 60_000,
    placeholderData: DEFAULT_ATTACHMENT_RULES,
  });
export const useReglasAdjunto = () => useQuery(reglasAdjuntoQuery());
