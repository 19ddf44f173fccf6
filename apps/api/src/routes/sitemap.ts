/**
 * `/sitemap.xml` and `/robots.txt` (issue 21, sitemaps.org protocol): the portal's public pages, every
 * procedure and every public modality, with absolute addresses on `PUBLIC_URL`. Over the protocol's
 * limit of 50,000 addresses per file, `/sitemap.xml` is a sitemap index of `/sitemap-N.xml` files.
 */
import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES } from '@rnt/contract/messages';
import { useHttpCache } from '../lib/http-cache';
import { countSitemapEntries, sitemapEntries, type SitemapEntry } from '../repositories/sitemap';
import {
  agendaPagePath,
  atlasPagePath,
  datosAbiertosPagePath,
  modalidadPagePath,
  PAGE_PATTERNS,
  situacionesVidaPagePath,
  situacionVidaPagePath,
  tramitePagePath,
} from '@rnt/contract/page-paths';
import { listSituaciones } from '../repositories/situaciones-vida';

export const SITEMAP_MAX_URLS = 50_000;

/** The portal's own pages that search engines should know. */
const STATIC_PAGES = [
  '/',
  '/catalogos',
  '/resoluciones',
  '/reportes',
  agendaPagePath(),
  atlasPagePath(),
  datosAbiertosPagePath(),
  PAGE_PATTERNS.comentarioCiudadano,
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const entryPath = (e: SitemapEntry) =>
  e.modalidad_id == null ? tramitePagePath(e.tramite_id) : modalidadPagePath(e.tramite_id, e.modalidad_id);

const urlset = (origin: string, paths: string[]) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  paths.map((p) => `<url><loc>${escapeXml(origin + p)}</loc></url>\n`).join('') +
  '</urlset>\n';

const sitemapRoutes: FastifyPluginAsync<{ pageSize?: number; publicUrl: string }> = async (
  fastify,
  options,
) => {
  const pageSize = options.pageSize ?? SITEMAP_MAX_URLS;
  // PUBLIC_URL (env schema), never the request's Host: a forged Host must not reach a cached sitemap.
  const publicUrl = () => options.publicUrl.replace(/\/+$/, '');
  useHttpCache(fastify, { maxAgeSeconds: 3600 });

  /** The portal's own pages: the static ones, then the life events' index and each life event (issue 33). */
  async function ownPages(): Promise<string[]> {
    const situaciones = await listSituaciones(fastify.db);
    return [
      ...STATIC_PAGES,
      situacionesVidaPagePath(),
      ...situaciones.map((e) => situacionVidaPagePath(e.slug)),
    ];
  }

  /** Page `n` (1-based) of all addresses, the portal's pages first. */
  async function page(n: number): Promise<string[]> {
    const start = (n - 1) * pageSize;
    const pages = await ownPages();
    const own = pages.slice(start, start + pageSize);
    const offset = Math.max(0, start - pages.length);
    const rows = await sitemapEntries(fastify.db, offset, pageSize - own.length);
    return [...own, ...rows.map(entryPath)];
  }

  async function pageCount(): Promise<number> {
    const total = (await ownPages()).length + (await countSitemapEntries(fastify.db));
    return Math.max(1, Math.ceil(total / pageSize));
  }

  fastify.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const origin = publicUrl();
    const pages = await pageCount();
    reply.type('application/xml; charset=utf-8');
    if (pages === 1) return urlset(origin, await page(1));
    return (
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      Array.from(
        { length: pages },
        (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>\n`,
      ).join('') +
      '</sitemapindex>\n'
    );
  });

  fastify.get<{ Params: { n: string } }>(
    '/sitemap-:n.xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const n = /^[1-9]\d{0,6}$/.test(request.params.n) ? Number(request.params.n) : 0;
      if (!n || n > (await pageCount())) return reply.code(404).send({ message: MESSAGES.noEncontrado });
      reply.type('application/xml; charset=utf-8');
      return urlset(publicUrl(), await page(n));
    },
  );

  fastify.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8');
    // The evaluators' screens and the API are not pages for search engines.
    return `User-agent: *\nDisallow: /admin/\nDisallow: /api/\nAllow: /\n\nSitemap: ${publicUrl()}/sitemap.xml\n`;
  });
};
export default sitemapRoutes;
