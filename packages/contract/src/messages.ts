import { ATTACHMENT_IMAGE_MAX_PIXELS, ATTACHMENT_IMAGE_MAX_SIDE } from './constants';

/** User-facing Spanish messages of the specification, exactly as written there. */
export const MESSAGES = {
  nombreRequerido: 'Nombre es requerido',
  apellidoRequerido: 'Apellido es requerido',
  correoRequerido: 'Correo es requerido',
  correoInvalido: 'Formato de correo es inválido',
  telefonoRequerido: 'Teléfono es requerido',
  telefonoInvalido: 'Teléfono es invalido',
  mensajeRequerido: 'Motivo del comentario es requerido',
  contenidoTruncado: 'Su contenido ha sido truncado',
  maximoCaracteres: 'Cantidad máxima de caracteres 1,200',
  archivoTipo: 'El archivo tiene que ser JGP, JPEG, PNG ó PDF',
  archivoPeso: 'el peso del archivo excede los 10 megabites',
  institucionRequerida: 'Institución es requerido',
  tramiteRequerido: 'Trámite es requerido',
  modalidadRequerida: 'Modalidad es requerido',
  denunciaEnviadaTitulo: 'Denuncia enviada con éxito',
  denunciaEnviadaTexto: 'Gracias por denunciar los trámites errones',
  sinResultadosHome: 'No se encontraron resultados',
  noSeEncontraronTramites: 'No se encontraron trámites',
  sinResultados: 'Sin resultados',
  criterioRequerido: 'Debe ingresar o seleccionar al menos un criterio de búsqueda.',
  selectVacio: 'No hay datos para mostrar',
  gratuito: 'Gratuito',
  inscrito: 'Inscrito',
  enEvaluacion: 'En Evaluación',
  estadoPublicado: 'Estado - Publicado',
  // Messages of our own (not in the specification) for the API's error answers.
  solicitudInvalida: 'La solicitud contiene datos inválidos.',
  noEncontrado: 'El recurso solicitado no existe.',
  errorInterno: 'Ocurrió un error inesperado. Intente de nuevo más tarde.',
  servicioNoDisponible: 'El servicio no está disponible en este momento. Intente de nuevo en unos minutos.',
  servicioSaturado:
    'El portal está atendiendo muchas solicitudes de este tipo. Intente de nuevo en unos segundos.',
  adjuntoNoGuardado: 'No se pudo guardar el archivo adjunto. Intente de nuevo en unos minutos.',
  noAutenticado: 'Debe iniciar sesión para continuar.',
  sinPermiso: 'No tiene permiso para realizar esta acción.',
  textoNoAdmitido: 'El texto contiene caracteres no admitidos o es demasiado largo.',
  solicitudIncompleta: 'La solicitud llegó incompleta. Intente enviarla de nuevo.',
  direccionInvalida: 'La dirección solicitada no es válida.',
  solicitudDemasiadoGrande: 'La solicitud es demasiado grande.',
  tipoContenidoNoAdmitido: 'Tipo de contenido no admitido.',
  seEsperaMultipart: 'Tipo de contenido no admitido: se espera multipart/form-data.',
  institucionNoExiste: 'La institución no existe.',
  demasiadasSolicitudes: 'Ha realizado demasiadas solicitudes. Espere un momento e intente de nuevo.',
  claveIdempotenciaReutilizada:
    'La clave de idempotencia ya se usó con un comentario distinto. Envíe este comentario con una clave nueva.',
  // Comment form (issue 7): rules the spec states without a message.
  nombreInvalido: 'Nombre solo admite letras y espacios',
  apellidoInvalido: 'Apellido solo admite letras y espacios',
  textoDemasiadoLargo: 'El texto es demasiado largo',
  opcionInvalida: 'La opción elegida no es válida',
  modalidadNoDisponible: 'La modalidad no existe o no está inscrita',
  archivoUnico: 'Solo se admite un archivo adjunto',
  // Attachments refused for what they hold (issue 17, item 11).
  archivoContenidoActivo:
    'El archivo contiene código, acciones automáticas o archivos incrustados, que no se admiten',
  archivoDimensiones: `La imagen es demasiado grande: se admiten hasta ${ATTACHMENT_IMAGE_MAX_SIDE} píxeles por lado y ${ATTACHMENT_IMAGE_MAX_PIXELS / 1_000_000} megapíxeles`,
  denunciaNoEnviada:
    'No se pudo enviar su comentario. Revise su conexión e intente de nuevo; lo que escribió se conserva.',
  denunciaRechazada: 'Su comentario no se envió: corrija los campos señalados.',
  // Complaint tracking and procedures not in the registry (issue 23).
  descripcionTramiteRequerida: 'Descripción del trámite es requerido',
  descripcionTramiteMaximo: 'Cantidad máxima de caracteres 300',
  modalidadConTramiteNoListado: 'No elija una modalidad si el trámite no aparece en la lista',
  descripcionConModalidad: 'Describa el trámite solo si no aparece en la lista',
  folioRequerido: 'Folio es requerido',
  folioInvalido: 'El folio tiene la forma RNT-2026-000123',
  codigoSeguimientoRequerido: 'Código de seguimiento es requerido',
  codigoSeguimientoInvalido: 'El código de seguimiento tiene 12 letras y números, como 7KQM-4X9T-R2HW',
  seguimientoNoEncontrado:
    'No encontramos una denuncia con ese folio y ese código de seguimiento. Revise los dos datos e intente de nuevo.',
  codigoNoRepetible:
    'Este comentario ya se había recibido con este folio. Su código de seguimiento se mostró solo la primera vez y no puede mostrarse de nuevo.',
} as const;

/** '{institution} en la unidad {unit} en proceso de carga de trámites' and its variants. */
export function emptySearchInfoMessage(institucion?: string | null, unidad?: string | null): string {
  if (institucion && unidad) return `${institucion} en la unidad ${unidad} en proceso de carga de trámites`;
  if (institucion) return `${institucion} en proceso de carga de trámites`;
  return MESSAGES.noSeEncontraronTramites;
}
