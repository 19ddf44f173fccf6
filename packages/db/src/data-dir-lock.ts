/**
 * One process at a time on an embedded (PGlite) data folder: two writers on one folder corrupt it
 * silently (duplicate folios, lost rows). The lock is a file beside the folder (`<folder>.lock`),
 * created with O_EXCL, holding the holder's PID, the start time of that process (so a recycled PID is
 * not mistaken for the holder) and its state:
 * - `abierta`: another process refuses to start, naming the PID;
 * - `cerrando`: the holder is draining after SIGTERM; a restart waits for the file to go away;
 * - holder dead (a hard kill, a crash): the lock is stale and taken over.
 * The holder's liveness is read from this machine's process table: the folder must be on a local disk
 * (an embedded database on a network share is not supported anyway).
 * The lock is named after the folder's real path (symbolic links and `..` resolved): the same folder
 * reached through a link is the same folder, and its second opener is refused like any other.
 */
import { closeSync, openSync, readFileSync, realpathSync, renameSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { ownerOnlyFolder } from './owner-only';

export type LockState = 'abierta' | 'cerrando';

interface LockContent {
  pid: number;
  /** Start time of the holder (clock ticks since boot, /proc/<pid>/stat), when readable. */
  inicio: string | null;
  host: string;
  estado: LockState;
  desde: string;
}

export interface DataDirLock {
  file: string;
  /** Tells processes waiting to open the folder that this one is shutting down. */
  markClosing(): void;
  release(): void;
}

export class DataDirLocked extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly waited: boolean,
  ) {
    super(
      `La carpeta de datos ${dataDir} está en uso por otro proceso (PID ${pid})${waited ? ', que no terminó de cerrarse a tiempo' : ''}: ` +
        'detenga ese proceso o use otra carpeta (PGLITE_DATA_DIR). / ' +
        `The data folder ${dataDir} is in use by another process (PID ${pid})${waited ? ', which did not finish shutting down in time' : ''}: ` +
        'stop that process or use another folder (PGLITE_DATA_DIR).',
    );
    this.name = 'DataDirLocked';
  }
}

export interface AcquireOptions {
  /** How long to wait for a holder that is shutting down (default 60 s: its drain takes at most 30 s). */
  waitForClosingMs?: number;
  /** Called once when the wait begins. */
  onWait?: (pid: number) => void;
}

/** Start time of a process (field 22 of /proc/<pid>/stat), or null off Linux or when it is gone. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** Lock files this process holds (a second open of the same folder in one process is refused too). */
const heldHere = new Set<string>();

function isAlive(file: string, holder: LockContent): boolean {
  if (holder.host !== hostname()) return true; // Cannot tell: never take over another machine's lock.
  // Our own PID: held by this very process, or left by an earlier life (a container restarted as PID 1).
  if (holder.pid === process.pid) return heldHere.has(file);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const start = processStart(holder.pid);
  return !(holder.inicio && start && start !== holder.inicio);
}

function readLock(file: string): LockContent | null | 'missing' {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockContent;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    return null; // Being written, or cut short by a kill between create and write.
  }
}

function writeLock(fd: number, content: LockContent) {
  writeSync(fd, JSON.stringify(content), 0);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The folder's real path, the one identity of a data folder (symbolic links and `..` resolved). The
 * folder is created first if needed (owner-only, as every data folder), so that a link to a folder not
 * yet built resolves too.
 */
export function resolveDataDir(dataDir: string): string {
  ownerOnlyFolder(dataDir);
  return realpathSync(dataDir);
}

/** Takes the lock of `dataDir`, waiting for a holder that is closing; throws `DataDirLocked` otherwise. */
export async function acquireDataDirLock(
  dataDir: string,
  options: AcquireOptions = {},
): Promise<DataDirLock> {
  const file = `${resolveDataDir(dataDir)}.lock`;
  const waitMs = options.waitForClosingMs ?? 60_000;
  let waitingSince: number | undefined;
  let unreadableSince: number | undefined;
  const own: LockContent = {
    pid: process.pid,
    inicio: processStart(process.pid),
    host: hostname(),
    estado: 'abierta',
    desde: new Date().toISOString(),
  };
  for (;;) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      try {
        writeLock(fd, own);
      } finally {
        closeSync(fd);
      }
      return holdLock(file, own);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readLock(file);
    if (holder === 'missing') continue;
    if (holder === null) {
      // An empty or partial file: its writer is between open and write, or was killed there.
      unreadableSince ??= Date.now();
      if (Date.now() - unreadableSince > 2000) takeOver(file, null);
      else await sleep(50);
      continue;
    }
    unreadableSince = undefined;
    if (!isAlive(file, holder)) {
      takeOver(file, holder);
      continue;
    }
    if (holder.estado !== 'cerrando') throw new DataDirLocked(dataDir, holder.pid, false);
    if (waitingSince === undefined) {
      waitingSince = Date.now();
      options.onWait?.(holder.pid);
    }
    if (Date.now() - waitingSince > waitMs) throw new DataDirLocked(dataDir, holder.pid, true);
    await sleep(100);
  }
}

/**
 * Removes a stale lock. It is first renamed aside, so that of two processes taking over at once only
 * one removes it; if what was renamed is not the stale lock that was read (another process took over
 * in between and wrote its own), it is put back.
 */
function takeOver(file: string, stale: LockContent | null) {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch {
    return; // Someone else moved it first.
  }
  const moved = readLock(aside);
  const same =
    moved === null ||
    moved === 'missing' ||
    (stale !== null && moved.pid === stale.pid && moved.desde === stale.desde);
  if (!same) {
    try {
      renameSync(aside, file);
    } catch {
      // It vanished: nothing to put back.
    }
    return;
  }
  rmSync(aside, { force: true });
}

function holdLock(file: string, own: LockContent): DataDirLock {
  let held = true;
  heldHere.add(file);
  const stillOurs = () => {
    const current = readLock(file);
    return (
      current !== null && current !== 'missing' && current.pid === own.pid && current.desde === own.desde
    );
  };
  const release = () => {
    if (!held) return;
    held = false;
    heldHere.delete(file);
    process.removeListener('exit', release);
    if (stillOurs()) rmSync(file, { force: true });
  };
  // A process that exits without closing the database (an uncaught error) still frees the folder.
  process.on('exit', release);
  return {
    file,
    markClosing() {
      if (!held || !stillOurs()) return;
      // Written to a side file and renamed over the lock, so a reader never sees it half-written.
      const next = `${file}.${process.pid}.tmp`;
      const fd = openSync(next, 'w', 0o600);
      try {
        writeLock(fd, { ...own, estado: 'cerrando' });
      } finally {
        closeSync(fd);
      }
      renameSync(next, file);
    },
    release,
  };
}
