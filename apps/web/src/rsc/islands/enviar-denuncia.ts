/**
 * The comment upload of the light form (`POST /api/public_tramites/denuncias`, multipart): no timeout, with
 * upload progress (an XMLHttpRequest: `fetch` does not report an upload's progress), and an
 * Idempotency-Key so that a retry of the same content is stored once.
 */
import { DENUNCIAS_PATH } from '@rnt/contract/api-paths';
import type { Denuncia, DenunciaCreated } from '@rnt/contract/denuncia';

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

/** A refused upload: its status and the API's answer (`message`, `errors`), when it sent JSON. */
export class EnvioRechazado extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; errors?: Record<string, string[]> } | null,
  ) {
    super(`HTTP ${status}`);
  }
}

/** Sends the comment; resolves to the API's 201 answer (folio and tracking code), rejects otherwise. */
export function enviarDenuncia(envio: EnvioDenuncia, onProgress: (fraction: number) => void) {
  return new Promise<DenunciaCreated>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', DENUNCIAS_PATH);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Idempotency-Key', envio.idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's page): the status says enough.
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as DenunciaCreated);
      else reject(new EnvioRechazado(xhr.status, body as EnvioRechazado['body']));
    };
    xhr.onerror = () => reject(new TypeError('Error de red'));
    xhr.send(denunciaFormData(envio));
  });
}
