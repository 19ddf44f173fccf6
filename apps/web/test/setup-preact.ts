/**
 * Project `islas-preact` (vitest.config.ts): the tests run only if `react` is Preact here — were the
 * plugin to stop resolving it, they would pass on React and prove nothing about what ships.
 */
import { useState as compatUseState } from 'preact/compat';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createRoot as compatCreateRoot } from 'preact/compat/client';

if (useState !== compatUseState || createRoot !== compatCreateRoot) {
  throw new Error('islas-preact: `react` no se resolvió a Preact (preact-en-el-navegador.ts)');
}
