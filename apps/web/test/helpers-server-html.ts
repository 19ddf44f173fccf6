import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';

/** What the server sends for `node`: React's HTML render, awaited whole (as the light pages' renderer). */
export async function serverHtml(node: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(node);
  await stream.allReady;
  return new Response(stream).text();
}
