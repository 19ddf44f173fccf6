/**
 * The change alerts' paths, limits and Spanish texts (docs/decisions/033-change-alerts.md), without zod:
 * the modality page's island loads them with the page and its schema only when the citizen uses the
 * form (`suscripciones.ts`).
 */
export const SUSCRIPCIONES_PATH = '/api/public/suscripciones';
export const SUSCRIPCIONES_CONFIRMAR_PATH = '/api/public/suscripciones/confirmar';
export const SUSCRIPCIONES_BAJA_PATH = '/api/public/suscripciones/baja';

/** The longest address accepted (RFC 5321's path limit, as the complaint form). */
export const SUSCRIPCION_CORREO_MAX = 254;
/** Hours a confirmation link stays valid. */
export const SUSCRIPCION_CONFIRMACION_HORAS = 72;
/** Minutes before asking again sends another mail to the same address for the same modality. */
export const SUSCRIPCION_REENVIO_MINUTOS = 10;

export const SUSCRIPCIONES_MESSAGES = {
  titulo: 'Recibir avisos de cambios',
  explicacion:
    'Le enviaremos un correo, como máximo uno al día, cuando cambie algo de esta modalidad: costo, requisitos, oficinas, horarios o plazos. Puede dejar de recibirlos cuando quiera.',
  /** The 202 answer, the same for a new address and one that already follows the modality. */
  enviada:
    'Si la dirección es correcta, recibirá en unos minutos un correo para confirmar la suscripción. Revise también la carpeta de correo no deseado.',
  noDisponible: 'Los avisos por correo no están disponibles en este momento.',
  modalidadNoExiste: 'La modalidad no existe o no está publicada.',
  confirmada: 'Recibirá un correo, como máximo uno al día, cuando cambie esta modalidad.',
  confirmacionInvalida:
    'El enlace de confirmación ya se usó o venció. Si todavía quiere recibir avisos, vuelva a pedirlos en la página de la modalidad.',
  baja: 'Listo: ya no recibirá avisos de cambios de esta modalidad.',
  bajaInvalida: 'El enlace para dejar de recibir avisos no es válido. Revise que esté completo.',
  tokenRequerido: 'Falta el código del enlace.',
} as const;

/** What the pages say after the API's 303 (`?estado=`). */
export const ESTADOS_CONFIRMACION = ['confirmada', 'invalida'] as const;
export const ESTADOS_BAJA = ['baja', 'invalida'] as const;
/** The modality page's notice after the form without JavaScript (`?suscripcion=`). */
export const AVISOS_SUSCRIPCION = ['enviada', 'invalida', 'no-disponible'] as const;
export type AvisoSuscripcion = (typeof AVISOS_SUSCRIPCION)[number];
