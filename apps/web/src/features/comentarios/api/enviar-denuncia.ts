import type { Denuncia } from '@rnt/contract/denuncia';
import type { EndpointResponse } from '@rnt/contract/endpoint';
import { pathOf } from '@rnt/contract/endpoint-path';
import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-client';

export interface EnvioDenuncia {
  /** The form's values as the shared schema outputs them (phone with hyphens, no personal data if anonymous). */
  datos: Denuncia;
  imagen: File | null;
  /** Same key for retries of the same content: the server then stores it once. */
  idempotencyKey: string;
}

/** The multipart payload, text fields first and the file last. */
export function denunciaFormData({ datos, imagen }: EnvioDenuncia): FormData {
  const data = new FormData();
  data.append('anonimo', String(datos.anonimo));
  data.append('mensaje', datos.mensaje);
  // A procedure not in the registry (decision 017): the institution and the citizen's description instead.
  if (datos.tramite_no_listado) {
    data.append('tramite_no_listado', 'true');
    data.append('institucion_id', String(datos.institucion_id));
    data.append('descripcion_tramite', datos.descripcion_tramite ?? '');
  } else data.append('modalidad_id', String(datos.modalidad_id));
  if (!datos.anonimo)
    for (const field of ['nombres', 'apellidos', 'correo', 'telefono'] as const)
      data.append(field, datos[field] ?? '');
  if (imagen) data.append('imagen', imagen, imagen.name);
  return data;
}

/** The upload (`postPublicTramitesDenuncias`): no timeout, with upload progress. */
export async function enviarDenuncia(envio: EnvioDenuncia, onProgress: (fraction: number) => void) {
  const { postPublicTramitesDenuncias: endpoint } = await import('@rnt/contract/endpoints/denuncias');
  return apiUpload<EndpointResponse<typeof endpoint>>(pathOf(endpoint.path), denunciaFormData(envio), {
    method: endpoint.method,
    headers: { 'Idempotency-Key': envio.idempotencyKey },
    onProgress,
  });
}

export const useEnviarDenuncia = (onProgress: (fraction: number) => void) =>
  useMutation({ mutationFn: (envio: EnvioDenuncia) => enviarDenuncia(envio, onProgress) });
