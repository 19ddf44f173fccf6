/** Builds the SPA's runtime /config.json: defaults for this server, overridable by a JSON file. */
import { readFileSync } from 'node:fs';
import { runtimeConfigSchema, type RuntimeConfig } from '@rnt/contract/runtime-config';

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  // Empty bases mean "this same server": the four services of the specification live in one process.
  apiBases: { registro: '', regulacion: '', admin: '', general: '' },
  branding: {
    nombre: 'Registro Nacional de Trámites',
    nombreCorto: 'RNT',
    institucion: 'Organismo de Mejora Regulatoria',
  },
  contacto: {
    direccion: 'Alameda Manuel Enrique Araujo, Edificio Torre Futura, nivel 9, San Salvador, El Salvador',
    telefono: '+503 2592-0000',
    correo: 'info@omr.gob.sv',
  },
  redesSociales: [
    { nombre: 'Facebook', url: 'https://www.facebook.com/OMRElSalvador' },
    { nombre: 'X', url: 'https://x.com/OMR_SV' },
    { nombre: 'YouTube', url: 'https://www.youtube.com/@OMRElSalvador' },
  ],
  enlaces: {
    videoAyuda: 'https://www.youtube.com/watch?v=rnt-ayuda',
    loginAdministracion: '/admin/login',
  },
};

export function loadRuntimeConfig(file?: string): RuntimeConfig {
  if (!file) return DEFAULT_RUNTIME_CONFIG;
  const overrides = JSON.parse(readFileSync(file, 'utf8')) as Partial<RuntimeConfig>;
  return runtimeConfigSchema.parse({ ...DEFAULT_RUNTIME_CONFIG, ...overrides });
}
