/**
 * The texts, paths and limits of "¿Le fue útil esta página?" without zod: the widget at the foot of every
 * public page reads them, and they must not bring the schema library into every first paint (issue 21).
 */
export const VALORACIONES_PUBLIC_PATH = '/api/public/valoraciones';
export const VALORACIONES_PATH = '/api/valoraciones';
export const VALORACION_COMENTARIO_MAX = 1200;
export const VALORACION_RUTA_MAX = 300;

/** What went wrong, as the form's choice list offers it. */
export const VALORACION_MOTIVOS = {
  informacion_incorrecta: 'La información es incorrecta o está desactualizada',
  informacion_incompleta: 'Falta información que necesito',
  dificil_de_entender: 'Es difícil de entender',
  no_funciona: 'Algo de la página no funciona (un enlace, un botón, un documento)',
  otro: 'Otro problema',
} as const;
export type ValoracionMotivo = keyof typeof VALORACION_MOTIVOS;
export const VALORACION_MOTIVO_CODES = Object.keys(VALORACION_MOTIVOS) as [
  ValoracionMotivo,
  ...ValoracionMotivo[],
];

export const VALORACIONES_MESSAGES = {
  pregunta: '¿Le fue útil esta página?',
  reportar: 'Reportar un problema con esta página',
  gracias: 'Gracias por su respuesta.',
  reporteRecibido: 'Gracias: recibimos su reporte y lo revisará el equipo del registro.',
  rutaInvalida: 'La dirección de la página no es válida.',
  utilInvalido: 'Indique si la página le fue útil (Sí o No).',
  motivoRequerido: 'Seleccione qué salió mal.',
  motivoInvalido: 'Seleccione una de las opciones de la lista.',
  comentarioMaximo: `El comentario admite como máximo ${VALORACION_COMENTARIO_MAX} caracteres`,
  vacio: 'Indique si la página le fue útil o describa el problema.',
  sinDatosPersonales:
    'No escriba datos personales (nombre, documento, teléfono o correo): no los necesitamos para corregir la página.',
  enviada: 'Valoración recibida.',
} as const;
