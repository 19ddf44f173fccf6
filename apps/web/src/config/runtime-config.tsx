import type { RuntimeConfig } from '@rnt/contract/runtime-config';
import { createContext, useContext, type ReactNode } from 'react';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** Reads /config.json at start-up: API bases, branding and links are deployment settings, not build settings. */
export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`No se pudo leer /config.json (${response.status})`);
  return (await response.json()) as RuntimeConfig;
}

export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig fuera de RuntimeConfigProvider');
  return config;
}
