/**
 * The complaint back office (issue 23, decision 021). Every call needs the token and its permission:
 * DENUNCIAS_VER to read, DENUNCIAS_GESTIONAR to act. Their operationIds were declared before the
 * objects existed (`listDenuncias`…) and are kept; each export is named after its operationId.
 */
import { fileResponse, idParamsSchema, messageSchema, validationErrorSchema } from '../api-common';
import {
  denunciaAccionBodySchema,
  denunciaAccionResponseSchema,
  denunciaDetalleResponseSchema,
  denunciasListResponseSchema,
  denunciasQuerySchema,
} from '../denuncias-admin';
import { defineEndpoint } from '../endpoint';

const guarded = { 401: messageSchema, 403: messageSchema } as const;
const tag = 'gestión de denuncias';

export const listDenuncias = defineEndpoint({
  method: 'GET',
  path: '/api/denuncias',
  operationId: 'listDenuncias',
  query: denunciasQuerySchema,
  response: { 200: denunciasListResponseSchema, 400: validationErrorSchema, ...guarded },
  paged: true,
  tag,
  summary: 'Denuncias recibidas, con filtros y paginación (sin datos personales)',
  description:
    'Las denuncias más recientes primero. Filtros: estado, institucion_id, fecha_desde y fecha_hasta ' +
    '(AAAA-MM-DD, días de El Salvador, ambos incluidos) y vencidas (true: sin respuesta pasado el plazo ' +
    'de respuesta en días hábiles; false: las demás). Cada denuncia lleva la marca `vencida` y los días ' +
    'hábiles transcurridos. Permiso DENUNCIAS_VER.',
});

export const exportDenunciasCsv = defineEndpoint({
  method: 'GET',
  path: '/api/denuncias.csv',
  operationId: 'exportDenunciasCsv',
  query: denunciasQuerySchema,
  response: {
    200: fileResponse('Archivo CSV descargable', 'text/csv'),
    400: validationErrorSchema,
    ...guarded,
  },
  tag,
  summary: 'Denuncias filtradas en CSV (sin datos personales ni texto del mensaje)',
  description:
    'Las mismas denuncias y filtros que GET /api/denuncias, todas las páginas, en CSV UTF-8 con BOM. ' +
    'No incluye nombre, correo, teléfono ni el texto libre del mensaje. Permiso DENUNCIAS_VER.',
});

export const getDenuncia = defineEndpoint({
  method: 'GET',
  path: '/api/denuncias/:id',
  operationId: 'getDenuncia',
  params: idParamsSchema,
  response: {
    200: denunciaDetalleResponseSchema,
    400: validationErrorSchema,
    404: messageSchema,
    ...guarded,
  },
  tag,
  summary: 'Una denuncia: mensaje, trámite, historial y, con permiso, datos personales',
  description:
    'El mensaje, la institución, el trámite y la modalidad (o la descripción del trámite no inscrito), ' +
    'el adjunto y el historial con notas internas y públicas y el nombre de quien actuó. Nombre, correo ' +
    'y teléfono solo con DENUNCIAS_DATOS_PERSONALES; cada lectura de ellos queda en la auditoría. ' +
    'Permiso DENUNCIAS_VER.',
});

export const createDenunciaAccion = defineEndpoint({
  method: 'POST',
  path: '/api/denuncias/:id/acciones',
  operationId: 'createDenunciaAccion',
  params: idParamsSchema,
  body: denunciaAccionBodySchema,
  response: {
    200: denunciaAccionResponseSchema,
    400: validationErrorSchema,
    404: messageSchema,
    ...guarded,
  },
  tag,
  summary: 'Registrar una acción: cambio de estado, nota interna y/o nota pública',
  description:
    'Cuerpo `{ estado?, resultado?, nota_interna?, nota_publica? }`. Solo los pasos permitidos desde el ' +
    'estado actual; cerrar (CERRADA) exige un resultado. La nota pública es la respuesta que ve la ' +
    'ciudadanía en /seguimiento y se le envía por correo si lo dio; la interna nunca sale del personal. ' +
    'Queda en la auditoría. Permiso DENUNCIAS_GESTIONAR.',
});

export const downloadDenunciaAdjunto = defineEndpoint({
  method: 'GET',
  path: '/api/denuncias/:id/adjunto',
  operationId: 'downloadDenunciaAdjunto',
  params: idParamsSchema,
  response: {
    200: fileResponse('El archivo adjunto', 'application/octet-stream'),
    400: validationErrorSchema,
    404: messageSchema,
    503: messageSchema,
    ...guarded,
  },
  tag,
  summary: 'Descargar el archivo adjunto de una denuncia',
  description:
    'El archivo tal como se recibió, siempre como descarga (Content-Disposition: attachment, ' +
    'X-Content-Type-Options: nosniff), nunca mostrado en el portal. Cada descarga queda en la ' +
    'auditoría. Permiso DENUNCIAS_VER.',
});
