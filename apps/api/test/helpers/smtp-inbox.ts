/**
 * A real SMTP server in the test's process (smtp-server), whose delivered messages are read back parsed
 * (mailparser): the mail tests talk to the app's real SMTP client and outbox, nothing mocked.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface Inbox {
  url: string;
  port: number;
  /** The next message delivered (in order of arrival). */
  next(): Promise<ParsedMail>;
  /** Every message delivered so far and not yet taken by `next`. */
  pending(): ParsedMail[];
  close(): Promise<void>;
}

/** Starts the server on `port` (0: any free one). */
export async function startSmtp(overrides: Partial<SMTPServerOptions> = {}, port = 0): Promise<Inbox> {
  const delivered: ParsedMail[] = [];
  const waiting: ((mail: ParsedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // A connection left open by the client is cut at close instead of after 30 s.
    closeTimeout: 200,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const waiter = waiting.shift();
          if (waiter) waiter(mail);
          else delivered.push(mail);
          callback();
        })
        .catch(callback);
    },
    ...overrides,
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    next: () => {
      const ready = delivered.shift();
      return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
    },
    pending: () => delivered,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
