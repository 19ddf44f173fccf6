/** Life events for the public (issue 33, decision 021): the list, a citizen's phrase, one event with totals. */
import { messageSchema, validationErrorSchema } from '../api-common';
import { defineEndpoint } from '../endpoint';
import {
  situacionDetalleQuerySchema,
  situacionDetalleSchema,
  situacionesVidaQuerySchema,
  situacionesVidaResponseSchema,
  situacionSlugParamsSchema,
} from '../situaciones-vida';

const tag = 'situaciones de vida';

export const publicSituacionesVida = defineEndpoint({
  method: 'GET',
  path: '/api/public/situaciones_vida',
  query: situacionesVidaQuerySchema,
  response: { 200: situacionesVidaResponseSchema, 400: validationErrorSchema },
  tag,
  summary: 'Situaciones de vida («abrir un negocio», «casarse»…), o las que responden a una frase',
  description:
    'Sin `q`, todas las situaciones de vida en su orden, con su número de pasos. Con `q` (una frase de la ciudadanía: «me voy a casar», «murió mi papá», «comprar carro»), solo las que coinciden con su nombre, sus frases de uso común o su descripción (búsqueda de texto en español sin tildes), la mejor primero. Con `modalidad_id`, solo las que tienen un paso que puede hacerse con esa modalidad (el enlace «Forma parte de» de la página de la modalidad); se combina con `q`.',
});

export const publicSituacionesVidaBySlug = defineEndpoint({
  method: 'GET',
  path: '/api/public/situaciones_vida/:slug',
  params: situacionSlugParamsSchema,
  query: situacionDetalleQuerySchema,
  response: { 200: situacionDetalleSchema, 400: validationErrorSchema, 404: messageSchema },
  tag,
  summary: 'Una situación de vida: sus pasos en orden, sus modalidades y sus totales',
  description:
    'Los pasos en orden con las modalidades publicadas con que puede hacerse cada uno (trámite, institución, costo y tiempo) y los totales: costo de las tarifas fijas de los pasos obligatorios (las variables, las municipales y los pasos que dependen del caso se nombran aparte), tiempo de la cadena más larga de pasos que se esperan, en días hábiles, instituciones y documentos distintos. `municipio` (id de la institución de su alcaldía) elige la versión municipal de un paso.',
});
