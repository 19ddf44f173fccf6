/**
 * The change alerts' daily digest (issue 32, docs/decisions/033-change-alerts.md): every
 * `MAIL_DIGEST_INTERVAL_MS` each API process claims the confirmed subscriptions due a mail (none in the
 * last 24 hours, a recorded change since the last one), and in the same transaction writes each digest to
 * the mail outbox and moves the subscription past the changes it lists. Claims use `FOR UPDATE SKIP
 * LOCKED`: several instances, or two runs of one, never write one digest twice. The outbox then sends
 * it, with its retries.
 */
import type { Db } from '@rnt/db/create-db';
import type { FastifyBaseLogger } from 'fastify';
import { historialDesde } from '../repositories/historial';
import { enqueueMail } from '../repositories/mail-outbox';
import { borrarSinConfirmar, marcarVisto, reclamarDebidas } from '../repositories/suscripciones';
import { digestMail } from './suscripciones-mail';
import { unsubscribeToken } from './suscripciones-tokens';

/** Subscriptions claimed per transaction. */
const BATCH = 50;

export interface DigestOptions {
  publicUrl: string;
  /** The unsubscribe links' key (`unsubscribeKey`). */
  bajaKey: Buffer;
}

/** One run: every due digest written to the outbox. Returns how many mails were queued. */
export async function writeDueDigests(db: Db, options: DigestOptions): Promise<number> {
  await borrarSinConfirmar(db);
  let queued = 0;
  for (;;) {
    const { claimed, mails } = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const due = await reclamarDebidas(tx, BATCH);
      let mails = 0;
      for (const s of due) {
        const changes = await historialDesde(tx, s.modalidad_id, s.historial_visto);
        const historial = changes?.respuesta.historial ?? [];
        if (historial.length > 0) {
          await enqueueMail(
            tx,
            digestMail({
              correo: s.correo,
              modalidad: s,
              historial,
              bajaToken: unsubscribeToken(options.bajaKey, s.id),
              publicUrl: options.publicUrl,
              suscripcionId: s.id,
            }),
          );
          mails++;
        }
        await marcarVisto(tx, s.id, changes?.ultimoId ?? s.historial_visto, historial.length > 0);
      }
      return { claimed: due.length, mails };
    });
    queued += mails;
    if (claimed < BATCH) return queued;
  }
}

export interface DigestWorker {
  /** Runs now (and waits for it). */
  run(): Promise<number>;
  stop(): Promise<void>;
}

export function startDigestWorker(
  db: Db,
  options: DigestOptions & { intervalMs: number; onQueued: () => void },
  log: FastifyBaseLogger,
): DigestWorker {
  let round: Promise<number> | null = null;
  let stopped = false;
  const run = (): Promise<number> => {
    if (stopped) return Promise.resolve(0);
    round ??= writeDueDigests(db, options)
      .then((queued) => {
        if (queued > 0) {
          log.info({ avisos: queued }, 'avisos de cambios escritos en la bandeja de salida');
          options.onQueued();
        }
        return queued;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'los avisos de cambios no se pudieron preparar');
        return 0;
      })
      .finally(() => {
        round = null;
      });
    return round;
  };
  const timer = setInterval(() => void run(), options.intervalMs);
  timer.unref();
  return {
    run,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await round;
    },
  };
}
