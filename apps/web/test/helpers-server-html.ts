import type { ReactNode } from 'react';
import { htmlEntero } from '../src/rsc/html-entero';

/** What the server sends for `node`: React's HTML render, awaited whole (the light pages' renderer). */
export async function serverHtml(node: ReactNode): Promise<string> {
  return (await htmlEntero(node)).toString();
}
