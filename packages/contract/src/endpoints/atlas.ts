/** The atlas of procedures (decision 021). */
import { atlasResponseSchema } from '../atlas';
import { defineEndpoint } from '../endpoint';

export const atlasTramites = defineEndpoint({
  method: 'GET',
  path: '/api/atlas_tramites',
  response: { 200: atlasResponseSchema },
  tag: 'atlas de trámites',
  summary: 'Directorio del registro: institución → unidad → trámite → modalidad, con conteos',
  description:
    'Solo modalidades en estados visibles en el portal (inscritas y en evaluación); no incluye borradores, desistidas ni rechazadas.',
});
