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
    // No real help video exists yet: the header shows the link only when a deployment sets one.
    videoAyuda: null,
    loginAdministracion: '/admin/login',
  },
  avisoDatosDemostracion:
    'Los trámites, regulaciones, resoluciones y reportes de este portal son datos de demostración: se parecen a los del Estado salvadoreño, pero son ilustrativos y no tienen validez oficial.',
};

/** The configuration served to the SPA: the demo-data notice only while the demo data are loaded. */
export function effectiveRuntimeConfig(config: RuntimeConfig, demoDataLoaded: boolean): RuntimeConfig {
  return demoDataLoaded ? config : { ...config, avisoDatosDemostracion: null };
}

export function loadRuntimeConfig(file?: string): RuntimeConfig {
  if (!file) return DEFAULT_RUNTIME_CONFIG;
  const overrides = JSON.parse(readFileSync(file, 'utf8')) as Partial<RuntimeConfig>;
  return runtimeConfigSchema.parse({
    ...DEFAULT_RUNTIME_CONFIG,
    ...overrides,
    enlaces: { ...DEFAULT_RUNTIME_CONFIG.enlaces, ...overrides.enlaces },
  });
}
