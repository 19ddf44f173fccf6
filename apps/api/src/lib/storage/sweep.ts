/**
 * The start-up sweep of what a hard kill leaves in the file store (issue 17 item 12): temporary
 * uploads (`tmp/`) and stored attachments (`denuncias/`) that no complaint points at.
 *
 * Only objects older than a safety margin are removed. Another instance sharing the store (S3, a
 * shared folder) may be receiving an upload right now — its temporary object grows for at most the
 * request timeout (5 minutes) — or be between moving an attachment to its final key and committing its
 * row (milliseconds). One hour is far beyond both, so nothing in flight anywhere is ever swept.
 */
import type { Db } from '@rnt/db/create-db';
import { referencedAttachmentKeys } from '../../repositories/denuncias';
import { TEMP_PREFIX, type Storage } from './storage';

export const SWEEP_MARGIN_MS = 60 * 60 * 1000;
const ATTACHMENT_PREFIX = 'denuncias/';
const BATCH = 500;

export interface SweepSummary {
  temporales: number;
  huerfanos: number;
}

export async function sweepStorage(
  storage: Storage,
  db: Db,
  now = Date.now(),
  marginMs = SWEEP_MARGIN_MS,
): Promise<SweepSummary> {
  const before = now - marginMs;
  const summary: SweepSummary = { temporales: 0, huerfanos: 0 };
  for await (const object of storage.list(TEMP_PREFIX)) {
    if (object.modified.getTime() >= before) continue;
    await storage.delete(object.key);
    summary.temporales++;
  }
  let batch: string[] = [];
  const flush = async () => {
    const referenced = await referencedAttachmentKeys(db, batch);
    for (const key of batch.filter((k) => !referenced.has(k))) {
      await storage.delete(key);
      summary.huerfanos++;
    }
    batch = [];
  };
  for await (const object of storage.list(ATTACHMENT_PREFIX)) {
    if (object.modified.getTime() >= before) continue;
    batch.push(object.key);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return summary;
}
