import { z } from './zod';

/** The SPA's runtime `/config.json`: read at start, never baked into the build. */
export const runtimeConfigSchema = z.object({
  apiBases: z.object({
    registro: z.string(),
    regulacion: z.string(),
    admin: z.string(),
    general: z.string(),
  }),
  branding: z.object({
    nombre: z.string(),
    nombreCorto: z.string(),
    institucion: z.string(),
  }),
  contacto: z.object({
    direccion: z.string(),
    telefono: z.string(),
    correo: z.string(),
  }),
  redesSociales: z.array(z.object({ nombre: z.string(), url: z.string() })),
  enlaces: z.object({
    /** External help video; null hides the header link (there is no real one to point at by default). */
    videoAyuda: z.string().nullable(),
    loginAdministracion: z.string(),
  }),
  /**
   * The portal's public origin (the server's PUBLIC_URL), for absolute links such as the JSON-LD `url`;
   * set by the server, never by the configuration file nor the request.
   */
  publicUrl: z.string().optional(),
  /**
   * Site-wide notice that the data are illustrative. The server sends it only while the database holds
   * the demo data (the seed's completion row, table `datos_demostracion`) and null otherwise; a deployment may
   * change the text, or set null to hide it, in its RNT_CONFIG_FILE.
   */
  avisoDatosDemostracion: z.string().nullable(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptime_s: z.number(),
});
/** Liveness: the process answers; says nothing of its database. */
export const livenessSchema = z.object({ status: z.literal('ok') });
