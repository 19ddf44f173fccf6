/**
 * Loaded with `--import` into a server process by a test: writes `modulo: <url>` to stderr for each module
 * the process resolves whose URL matches MODULE_REPORT (a regular expression), so a test can tell which
 * packages a start loads.
 */
import { register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';

const { port1, port2 } = new MessageChannel();
port1.on('message', (url) => process.stderr.write(`modulo: ${url}\n`));
port1.unref();
register('./module-report-hooks.mjs', import.meta.url, {
  data: { port: port2, pattern: process.env.MODULE_REPORT ?? '$^' },
  transferList: [port2],
});
