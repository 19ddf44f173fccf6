/**
 * The outbox of outgoing mail (docs/decisions/032-mail-outbox.md): a mail is a row written in the
 * transaction of what caused it, claimed by one worker at a time and sent with retries. The address and
 * the text are personal data, cleared once the mail is sent or given up.
 */
import { z } from '@rnt/contract/zod';
import { execute, queryRows, type Db } from '@rnt/db/create-db';
import { sql } from 'drizzle-orm';
import type { OutgoingMail } from '../lib/mail';

/** Writes the mail to the outbox; call it inside the transaction of what causes the mail. */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<void> {
  await execute(
    db,
    sql`INSERT INTO correos_salientes (tipo, referencia, destinatario, asunto, texto, encabezados)
        VALUES (${mail.log.tipo}, ${mail.log.folio}, ${mail.to}, ${mail.subject}, ${mail.text},
                ${mail.headers ? JSON.stringify(mail.headers) : null}::jsonb)`,
  );
}

const claimedRow = z.object({
  id: z.number().int(),
  tipo: z.string(),
  referencia: z.string(),
  destinatario: z.string(),
  asunto: z.string(),
  texto: z.string(),
  encabezados: z.record(z.string(), z.string()).nullable(),
  intentos: z.number().int(),
});
export type ClaimedMail = z.infer<typeof claimedRow>;

/**
 * Claims up to `limit` mails due now for `leaseMs`: rows locked by another claim are skipped, and a
 * claimed row is not due again until its lease ends, so two workers — of one process or of several —
 * never hold the same mail. A worker that dies mid-send leaves its mails to be claimed after the lease.
 */
export async function claimMails(db: Db, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
  return queryRows(
    db,
    claimedRow,
    sql`
      UPDATE correos_salientes c
      SET reservado_hasta = now() + ${leaseMs} * interval '1 millisecond', intentos = c.intentos + 1
      WHERE c.id IN (
        SELECT id FROM correos_salientes
        WHERE enviado_at IS NULL AND descartado_at IS NULL AND proximo_intento <= now()
          AND (reservado_hasta IS NULL OR reservado_hasta <= now())
        ORDER BY proximo_intento, id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING c.id::int AS id, c.tipo, c.referencia, c.destinatario, c.asunto, c.texto, c.encabezados,
        c.intentos`,
  );
}

export async function markSent(db: Db, id: number): Promise<void> {
  await execute(
    db,
    sql`UPDATE correos_salientes
        SET enviado_at = now(), reservado_hasta = NULL, destinatario = NULL, texto = NULL, ultimo_error = NULL
        WHERE id = ${id}`,
  );
}

/** A failed attempt: due again after `retryInMs`, or given up (`giveUp`: the server refused it for good). */
export async function markFailed(
  db: Db,
  id: number,
  error: string,
  retryInMs: number,
  giveUp: boolean,
): Promise<void> {
  await execute(
    db,
    giveUp
      ? sql`UPDATE correos_salientes
            SET descartado_at = now(), reservado_hasta = NULL, destinatario = NULL, texto = NULL,
                ultimo_error = ${error}
            WHERE id = ${id}`
      : sql`UPDATE correos_salientes
            SET proximo_intento = now() + ${retryInMs} * interval '1 millisecond', reservado_hasta = NULL,
                ultimo_error = ${error}
            WHERE id = ${id}`,
  );
}
