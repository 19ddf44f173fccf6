import { readdirSync } from 'node:fs';
import type { Endpoint } from '@rnt/contract/endpoint';

/** Every endpoint object exported by `packages/contract/src/endpoints/*`, records of them included. */
export async function contractEndpoints(): Promise<Endpoint[]> {
  const dir = new URL('../../../../packages/contract/src/endpoints/', import.meta.url);
  const endpoints: Endpoint[] = [];
  const isEndpoint = (value: unknown): value is Endpoint =>
    !!value && typeof value === 'object' && 'operationId' in value && 'path' in value;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const module = (await import(new URL(file, dir).href)) as Record<string, unknown>;
    for (const value of Object.values(module))
      if (isEndpoint(value)) endpoints.push(value);
      // A record of endpoint objects (the report figures `FIGURAS`, the open-data downloads).
      else if (value && typeof value === 'object')
        endpoints.push(...Object.values(value as Record<string, unknown>).filter(isEndpoint));
  }
  return endpoints;
}
