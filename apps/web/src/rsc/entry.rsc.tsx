/**
 * The RSC server: matches the request to the routes and answers the RSC payload (a `.rsc` request of a
 * client navigation) or, for a document request, the HTML rendered from it by the `ssr` build.
 */
import {
  createTemporaryReferenceSet,
  decodeAction,
  decodeFormState,
  decodeReply,
  loadServerAction,
  renderToReadableStream,
} from '@vitejs/plugin-rsc/rsc';
import { unstable_matchRSCServerRequest as matchRSCServerRequest } from 'react-router';
import { withPageData, type PageData } from './page-data';
import { routes } from './routes';

function fetchServer(request: Request) {
  return matchRSCServerRequest({
    createTemporaryReferenceSet,
    decodeAction,
    decodeFormState,
    decodeReply,
    loadServerAction,
    request,
    routes,
    generateResponse(match, options) {
      return new Response(renderToReadableStream(match.payload, options), {
        status: match.statusCode,
        headers: match.headers,
      });
    },
  });
}

/**
 * The HTML renderer, loaded once: a dynamic `import()` costs a request through the server's module loader
 * hooks (tsx) on every call, even for a module already loaded (~0.5 ms a page).
 */
let ssrModule: Promise<typeof import('./entry.ssr')> | null = null;

/** Answers one page request: the API server calls this with the request and its data source. */
export default async function handler(request: Request, data: PageData): Promise<Response> {
  const ssr = await (ssrModule ??= import.meta.viteRsc.loadModule<typeof import('./entry.ssr')>(
    'ssr',
    'index',
  ));
  // The whole render, the RSC stream's work included, runs in the request's data scope.
  return withPageData(data, request, async () => ssr.default(request, await fetchServer(request)));
}
