/**
 * OpenAPI document generated from the routes' zod schemas, with its UI at /api/docs. It passes Spectral's
 * `spectral:oas` ruleset (test/openapi-lint.test.ts): every operation has an `operationId` (its endpoint
 * object's, `packages/contract/src/endpoints`; for a route not yet declared there, derived here by the same
 * `operationIdOf`), a summary, a description and a declared tag.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_DOCS_PATH } from '@rnt/contract/api-paths';
import fp from 'fastify-plugin';
import { operationIdOf } from '@rnt/contract/endpoint';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Every tag a route may use, declared with what it groups. A route with another tag fails the lint test. */
export const OPENAPI_TAGS = [
  { name: 'trámites', description: 'Búsqueda de trámites, sus modalidades y el detalle de cada modalidad.' },
  { name: 'catálogos', description: 'Listas de valores: instituciones, unidades, categorías, estados.' },
  { name: 'regulaciones', description: 'Catálogo de regulaciones y búsqueda por nombre.' },
  { name: 'resoluciones', description: 'Resoluciones de los trámites inscritos.' },
  { name: 'comentarios', description: 'Comentarios y denuncias de los ciudadanos sobre un trámite.' },
  { name: 'reportes', description: 'Cifras de los reportes públicos y del gráfico del inicio.' },
  { name: 'agenda regulatoria', description: 'Regulaciones planificadas por las instituciones.' },
  { name: 'atlas de trámites', description: 'Árbol de instituciones, unidades, trámites y modalidades.' },
  {
    name: 'datos abiertos',
    description: 'Descargas en CSV y JSON del registro y de los resultados de búsqueda.',
  },
  {
    name: 'documentos',
    description: 'Archivos adjuntos de modalidades, requisitos, regulaciones y resoluciones.',
  },
  { name: 'pdf', description: 'Fichas y certificados en PDF generados a partir del registro.' },
  { name: 'parámetros', description: 'Parámetros públicos de configuración (adjuntos de comentarios).' },
  { name: 'administración', description: 'Sesión de los evaluadores y sus permisos.' },
  { name: 'evaluación', description: 'Bases legales y dictámenes registrados por los evaluadores (fase 2).' },
  {
    name: 'sinónimos',
    description:
      'Tesauro de la búsqueda ciudadana (sinónimos, siglas y frases coloquiales) que mantiene el personal.',
  },
  {
    name: 'gestión de denuncias',
    description:
      'Bandeja del personal: denuncias recibidas, su historial, sus acciones y sus adjuntos (permisos DENUNCIAS_*).',
  },
  {
    name: 'verificación',
    description: 'Verificación de los certificados de inscripción por su código (o su código QR).',
  },
  {
    name: 'valoraciones',
    description: '«¿Le fue útil esta página?»: respuestas y reportes de problemas, contados por página.',
  },
  {
    name: 'situaciones de vida',
    description:
      'Lo que le pasa a la ciudadanía («abrir un negocio», «casarse») como pasos ordenados sobre las modalidades, con su costo y tiempo total.',
  },
  {
    name: 'gestión de situaciones de vida',
    description:
      'El personal crea, edita y elimina las situaciones de vida (permiso SITUACIONES_VIDA_EDITAR).',
  },
  {
    name: 'avisos de cambios',
    description:
      'Suscripción por correo a los cambios de una modalidad: doble confirmación y baja con un clic.',
  },
  { name: 'sistema', description: 'Estado del servicio y configuración de la aplicación web.' },
];

export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        info: {
          title: 'API del Registro Nacional de Trámites',
          description: 'API pública del portal del Registro Nacional de Trámites y servicios de evaluación.',
          version: '1.0.0',
          contact: {
            name: 'Organismo de Mejora Regulatoria',
            url: 'https://www.omr.gob.sv',
            email: 'info@omr.gob.sv',
          },
        },
        servers: [{ url: '/', description: 'Este mismo servidor (el portal y su API comparten origen).' }],
        tags: OPENAPI_TAGS,
      },
      transform: (input) => {
        const { schema, url } = jsonSchemaTransform(input);
        // A route without a schema (the sitemap, robots.txt: not part of the API) is left out by `hide`.
        if (!schema) return { schema, url };
        const method = [input.route.method].flat()[0]!;
        const operationId =
          (schema as { operationId?: string }).operationId ?? operationIdOf(method, input.url);
        return { schema: { ...schema, operationId }, url };
      },
    });
    await fastify.register(swaggerUi, { routePrefix: API_DOCS_PATH });
  },
  { name: 'swagger' },
);
