/**
 * The purge run of complaints' personal data (issue 23, decision record 023): the database part in one
 * transaction (repositories/denuncias-purge.ts), then the attachments' files. A file whose delete fails is
 * no longer referenced by any complaint, so the server's start-up sweep (lib/storage/sweep.ts) removes it.
 */
import type { Db } from '@rnt/db/create-db';
import { purgeComplaintPersonalData } from '../repositories/denuncias-purge';
import type { Storage } from './storage/storage';

export interface PurgeSummary {
  denuncias: number;
  adjuntos: number;
  adjuntosBorrados: number;
}

export async function runComplaintPurge(
  db: Db,
  storage: Storage | (() => Promise<Storage>),
  options: { retentionDays: number; now?: Date },
  warn: (message: string) => void = console.error,
): Promise<PurgeSummary> {
  const result = await purgeComplaintPersonalData(db, options);
  let adjuntosBorrados = 0;
  if (result.adjuntos.length > 0) {
    const store = typeof storage === 'function' ? await storage() : storage;
    for (const key of result.adjuntos) {
      try {
        await store.delete(key);
        adjuntosBorrados++;
      } catch (error) {
        warn(
          `No se pudo borrar el adjunto ${key}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }
  return { denuncias: result.denuncias, adjuntos: result.adjuntos.length, adjuntosBorrados };
}
