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
const TRAILER_BYTES = new TextEncoder().encode(TRAILER);

/**
 * Appends the RSC payload, as one JSON string in a data block, before the document's end. The HTML passes
 * through as bytes (only the last bytes, which may be the trailer, are held back): decoding and encoding
 * the whole page again cost a modality page ~1.5 ms of its render.
 */
function appendPayload(payload: Promise<string>): TransformStream<Uint8Array, Uint8Array> {
  let held = new Uint8Array(0);
  return new TransformStream({
    transform(chunk, controller) {
      const bytes = held.length === 0 ? chunk : concat(held, chunk);
      const keep = Math.min(bytes.length, TRAILER_BYTES.length);
      if (bytes.length > keep) controller.enqueue(bytes.subarray(0, bytes.length - keep));
      held = bytes.slice(bytes.length - keep);
    },
    async flush(controller) {
      const endsWithTrailer =
        held.length === TRAILER_BYTES.length && held.every((b, i) => b === TRAILER_BYTES[i]);
      if (!endsWithTrailer && held.length) controller.enqueue(held);
      const json = JSON.stringify(await payload).replace(/</g, '\\u003c');
      controller.enqueue(
        new TextEncoder().encode(
          `<script type="application/json" id="${RSC_PAYLOAD_ID}">${json}</script>${TRAILER}`,
        ),
      );
    },
  });
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

export default async function handler(request: Request, serverResponse: Response): Promise<Response> {
  // One copy of the RSC stream, read as it is written: a second, unread copy (a tee's other branch) held
  // every chunk of the payload until the page was done.
  const payloadText = serverResponse.clone().text();
  payloadText.catch(() => {
    // A failed stream fails the render below; a page that is not HTML never reads its copy.
  });
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
  return new Response(response.body.pipeThrough(appendPayload(payloadText)), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
