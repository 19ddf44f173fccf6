/** The web app's runtime configuration (decision 021). */
import { runtimeConfigSchema } from '../runtime-config';
import { defineEndpoint } from '../endpoint';

export const configJson = defineEndpoint({
  method: 'GET',
  path: '/config.json',
  response: { 200: runtimeConfigSchema },
  tag: 'sistema',
  summary: 'Configuración de la aplicación web',
  description:
    'La configuración de tiempo de ejecución de la aplicación web: bases de la API, marca, contacto, redes y enlaces.',
});
