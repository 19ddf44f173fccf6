/**
 * The project's zod, with Spanish default messages: every schema of the contract imports `z` from here,
 * so a message we did not write ourselves still reaches the citizen in Spanish, on the server and in forms.
 */
import { z } from 'zod';

z.config(z.locales.es());
// In the browser the Content-Security-Policy forbids eval: zod's compiled fast path would probe
// `new Function` (a reported CSP violation) before falling back. The server keeps the fast path.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
