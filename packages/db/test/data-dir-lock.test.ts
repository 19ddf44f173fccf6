/**
 * The embedded data-folder lock on its own (the real-process cases are in
 * apps/api/test/installation.test.ts): refused while held, waited for while its holder closes, taken
 * over from a dead holder or from a file its writer never finished.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLocked } from '../src/data-dir-lock';

const dir = mkdtempSync(path.join(tmpdir(), 'rnt-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const lockOf = (name: string) => path.join(dir, `${name}.lock`);
const writeHolder = (name: string, pid: number, estado: 'abierta' | 'cerrando') =>
  writeFileSync(
    lockOf(name),
    JSON.stringify({ pid, inicio: null, host: hostname(), estado, desde: new Date().toISOString() }),
  );

describe('data-folder lock', () => {
  it('is refused while held, even by the same process, and freed on release', async () => {
    const folder = path.join(dir, 'a');
    const lock = await acquireDataDirLock(folder);
    expect(JSON.parse(readFileSync(lockOf('a'), 'utf8'))).toMatchObject({
      pid: process.pid,
      estado: 'abierta',
    });
    const error = await acquireDataDirLock(folder).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirLocked);
    expect((error as Error).message).toContain(`(PID ${process.pid})`);
    lock.release();
    expect(existsSync(lockOf('a'))).toBe(false);
    (await acquireDataDirLock(folder)).release();
  });

  it('takes over the lock of a dead process', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!;
    writeHolder('b', dead, 'abierta');
    const lock = await acquireDataDirLock(path.join(dir, 'b'));
    expect(JSON.parse(readFileSync(lockOf('b'), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('waits for a live holder that is closing, and gives up after the wait', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeHolder('c', holder.pid!, 'cerrando');
      let waitedFor: number | undefined;
      const waiting = acquireDataDirLock(path.join(dir, 'c'), { onWait: (pid) => (waitedFor = pid) });
      await new Promise((r) => setTimeout(r, 300));
      expect(waitedFor).toBe(holder.pid);
      rmSync(lockOf('c')); // the holder closed the folder
      (await waiting).release();

      writeHolder('c', holder.pid!, 'cerrando');
      const error = await acquireDataDirLock(path.join(dir, 'c'), { waitForClosingMs: 200 }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(DataDirLocked);
      expect((error as DataDirLocked).waited).toBe(true);
      writeHolder('c', holder.pid!, 'abierta');
      const refused = await acquireDataDirLock(path.join(dir, 'c')).catch((e: unknown) => e);
      expect((refused as DataDirLocked).waited).toBe(false);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a lock file its writer never finished (killed between create and write)', async () => {
    writeFileSync(lockOf('d'), '');
    const lock = await acquireDataDirLock(path.join(dir, 'd'));
    expect(JSON.parse(readFileSync(lockOf('d'), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('marks itself closing for the processes that wait', async () => {
    const lock = await acquireDataDirLock(path.join(dir, 'e'));
    lock.markClosing();
    expect(JSON.parse(readFileSync(lockOf('e'), 'utf8'))).toMatchObject({
      pid: process.pid,
      estado: 'cerrando',
    });
    lock.release();
    expect(existsSync(lockOf('e'))).toBe(false);
  });

  it('is one lock per real folder: a symbolic link or a path with `..` names the same lock', async () => {
    const folder = path.join(dir, 'f');
    mkdirSync(folder);
    symlinkSync(folder, path.join(dir, 'f-enlace'));
    const lock = await acquireDataDirLock(path.join(dir, 'f-enlace'));
    expect(lock.file).toBe(lockOf('f'));
    for (const other of [folder, path.join(dir, 'f-enlace'), path.join(dir, 'x', '..', 'f')]) {
      const error = await acquireDataDirLock(other).catch((e: unknown) => e);
      expect(error, other).toBeInstanceOf(DataDirLocked);
    }
    lock.release();
  });
});
