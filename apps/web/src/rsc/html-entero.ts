/**
 * A whole HTML render, awaited: the page (`entry.server.tsx`) and an island with slots (`isla.tsx`). React's
 * Node renderer writes into one buffer. Its edge build, used before, put each chunk through a web stream and
 * read it back through a `Response`, and after its first turn scheduled every resumed read with
 * `setTimeout(0)`, at least 1 ms each in Node; the Node build resumes with `setImmediate` (docs/performance.md,
 * "React's Node renderer").
 */
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server.node';

export type HtmlEnteroOptions = Omit<
  RenderToPipeableStreamOptions,
  'onAllReady' | 'onShellReady' | 'onShellError'
> & {
  /** Aborts the render (the request went away): what is not ready yet is left to its fallback. */
  signal?: AbortSignal;
};

/**
 * `node`'s HTML once all of it is ready. Rejects as React's `renderToReadableStream` did: when the shell
 * (what is outside every Suspense boundary) fails; a failure inside a boundary is `onError`'s.
 */
export function htmlEntero(
  node: ReactNode,
  { signal, ...options }: HtmlEnteroOptions = {},
): Promise<Buffer<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const partes: Uint8Array[] = [];
    const destino = new Writable({
      write(parte: Uint8Array, _encoding, listo) {
        partes.push(parte);
        listo();
      },
      final(listo) {
        // Bytes of a new ArrayBuffer (or of Node's pool), never shared memory: a `Response` body.
        resolve(Buffer.concat(partes) as Buffer<ArrayBuffer>);
        listo();
      },
    });
    destino.on('error', reject);
    const { pipe, abort } = renderToPipeableStream(node, {
      ...options,
      onAllReady: () => pipe(destino),
      onShellError: reject,
    });
    if (signal?.aborted) abort(signal.reason);
    else signal?.addEventListener('abort', () => abort(signal.reason), { once: true });
  });
}
