/** Service health (decision 021). */
import { messageSchema } from '../api-common';
import { healthSchema, livenessSchema } from '../runtime-config';
import { defineEndpoint } from '../endpoint';

export const healthLive = defineEndpoint({
  method: 'GET',
  path: '/api/health/live',
  response: { 200: livenessSchema },
  tag: 'sistema',
  summary: 'El proceso responde (sin consultar la base de datos)',
  description: 'Responde mientras el proceso vive, sin consultar la base de datos (sonda de vida).',
});

export const health = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  response: { 200: healthSchema, 503: messageSchema },
  tag: 'sistema',
  summary: 'Estado del servicio y de su base de datos',
  description:
    'Estado del servicio: responde 200 si la base de datos contesta y 503 si no (sonda de disponibilidad).',
});
