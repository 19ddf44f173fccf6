import { PERMISSIONS } from '@rnt/contract/sections';

/**
 * Demo accounts, seeded with the demo data only (README lists them). Real users are created with
 * `npm run user:create -w apps/api`.
 */
export const DEMO_USERS = [
  {
    nombre: 'Evaluadora de demostración',
    email: 'evaluador@rnt.gob.sv',
    password: 'Evaluador-Demo-2026',
    operaciones: Object.values(PERMISSIONS),
  },
  {
    nombre: 'Consulta de demostración',
    email: 'consulta@rnt.gob.sv',
    password: 'Consulta-Demo-2026',
    operaciones: [PERMISSIONS.verBaseLegal, PERMISSIONS.verDictamen],
  },
] as const;
