/**
 * The RSC stream to HTML. The page's RSC payload travels in the HTML as an inert JSON block (the
 * Content-Security-Policy allows no inline script: React Router's own injection writes executable
 * `<script>` chunks), read by entry.browser.tsx; the code loads as an external module.
 */
import { createFromReadableStream, getClientEntryUrl } from '@vitejs/plugin-rsc/ssr';
import { renderToReadableStream } from 'react-dom/server.edge';
import {
  unstable_routeRSCServerRequest as routeRSCServerRequest,
  unstable_RSCStaticRouter as RSCStaticRouter,
} from 'react-router';
import { RSC_PAYLOAD_ID } from './payload-block';

const TRAILER = '</body></html>';

/** Appends the RSC payload, as one JSON string in a data block, before the document's end. */
function appendPayload(payload: Promise<string>): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = '';
  return new TransformStream({
    transform(chunk, controller) {
      // Holds back what could be the start of the trailer, sends the rest at once.
      pending += decoder.decode(chunk, { stream: true });
      const keep = Math.min(pending.length, TRAILER.length);
      controller.enqueue(encoder.encode(pending.slice(0, pending.length - keep)));
      pending = pending.slice(pending.length - keep);
    },
    async flush(controller) {
      pending += decoder.decode();
      const body = pending.endsWith(TRAILER) ? pending.slice(0, -TRAILER.length) : pending;
      const json = JSON.stringify(await payload).replace(/</g, '\\u003c');
      controller.enqueue(
        encoder.encode(
          `${body}<script type="application/json" id="${RSC_PAYLOAD_ID}">${json}</script>${TRAILER}`,
        ),
      );
    },
  });
}

export default async function handler(request: Request, serverResponse: Response): Promise<Response> {
  const isDocument = serverResponse.headers.get('content-type')?.includes('text/x-component') ?? false;
  const payloadText = isDocument && serverResponse.ok ? serverResponse.clone().text() : null;
  const payloadCopy = serverResponse.clone();
  const response = await routeRSCServerRequest({
    request,
    serverResponse,
    createFromReadableStream,
    hydrate: false,
    async renderHTML(getPayload, options) {
      const payload = getPayload();
      const html = await renderToReadableStream(<RSCStaticRouter getPayload={getPayload} />, {
        ...options,
        bootstrapModules: [getClientEntryUrl()],
        signal: request.signal,
        formState: await payload.formState,
      });
      await html.allReady;
      return html;
    },
  });
  if (!response.headers.get('content-type')?.startsWith('text/html') || !response.body) return response;
  const payload = payloadText ?? payloadCopy.text();
  return new Response(response.body.pipeThrough(appendPayload(payload)), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
