/**
 * Starts the real server for the browser tests on a fresh copy of the seeded demo database and a private
 * files folder under .tmp/. The database is the embedded PGlite (as `npm start`), or, with
 * `E2E_DB=postgres` and TEST_DATABASE_URL, a PostgreSQL copy `rnt_e2e_<port>` (as `npm test` in CI: the
 * server's queries then run beside Node instead of inside its event loop).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writePgliteTestDataDir, writePostgresTestDatabase } from '@rnt/db/testing';

const dir = path.resolve(process.env.E2E_DIR ?? '.tmp/e2e');
rmSync(dir, { recursive: true, force: true });
// The folder also holds what the tests keep between them (the evaluator's session, helpers/pages.ts).
mkdirSync(dir, { recursive: true });
if (process.env.E2E_DB === 'postgres') {
  process.env.DATABASE_URL = await writePostgresTestDatabase(`rnt_e2e_${process.env.PORT ?? '3100'}`);
  // PostgreSQL needs a signing secret (env.ts); each run has its own.
  process.env.JWT_SECRET ??= randomBytes(32).toString('base64url');
} else {
  await writePgliteTestDataDir(path.join(dir, 'pglite'));
  process.env.PGLITE_DATA_DIR = path.join(dir, 'pglite');
}
process.env.STORAGE_URL = path.join(dir, 'files');
if (process.env.E2E_SMTP === '1') {
  // A real SMTP server in this process (the API tests' own): each mail the server sends is written to
  // E2E_DIR/correos/<n>.json, where a spec reads it (the change alerts' confirmation link).
  const { startSmtp } = await import('../apps/api/test/helpers/smtp-inbox');
  const inbox = await startSmtp();
  const mails = path.join(dir, 'correos');
  mkdirSync(mails, { recursive: true });
  process.env.SMTP_URL = inbox.url;
  process.env.MAIL_OUTBOX_POLL_MS ??= '500';
  void (async () => {
    for (let n = 1; ; n++) {
      const mail = await inbox.next();
      const to = mail.to && 'text' in mail.to ? mail.to.text : '';
      writeFileSync(
        path.join(mails, `${n}.json`),
        JSON.stringify({ to, subject: mail.subject, text: mail.text }),
      );
    }
  })();
}
process.env.WEB_DIST = 'apps/web/dist';
process.env.SEED_DEMO_DATA = 'false';
await import('../apps/api/src/server');
