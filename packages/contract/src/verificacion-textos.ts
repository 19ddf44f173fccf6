/**
 * The texts and paths of certificate verification without zod: the route error boundary (in every page's
 * first JavaScript) shows the verification 404, and must not bring the schema library with it (issue 21).
 */
import { verificarPagePath } from './page-paths';

/** Where the certificate's QR code leads (the page, on PUBLIC_URL). */
export const verificacionPath = verificarPagePath;

/** Crockford's base 32 (no I, L, O or U: nothing to misread when typed from paper). */
export const CODIGO_ALFABETO = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 12 symbols = 60 random bits, printed in three groups: `7K3M-Q9XD-2RPA`. */
export const CODIGO_SIMBOLOS = 12;

export const VERIFICACION_MESSAGES = {
  codigoInvalido:
    'El código de verificación tiene 12 caracteres (letras y números), como aparece en el certificado: XXXX-XXXX-XXXX.',
  codigoNoExiste:
    'No existe un certificado con este código de verificación. Revise que lo haya escrito tal como aparece en el certificado.',
  sigueInscrita: 'La modalidad sigue inscrita en el Registro Nacional de Trámites, como dice el certificado.',
  inscritaConOtraFecha:
    'La modalidad sigue inscrita, pero su registro cambió después de emitido el certificado: consulte la ficha vigente.',
  yaNoInscrita:
    'La modalidad ya no está inscrita en el Registro Nacional de Trámites: el certificado no describe su situación actual.',
} as const;
