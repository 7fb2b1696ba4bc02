import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** The lock file of a PGlite data directory; it holds the pid of the process using the directory. */
export const LOCK_FILE = 'storefront.lock';

/** Another live process holds the data directory; the message is the one line the CLI prints. */
export class DataDirLockedError extends Error {}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file (once; later calls do nothing). */
  release(): void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the exclusive lock of a PGlite data directory: PGlite is one process's database, and a second
 * process on the same files would write over the first one's acknowledged changes. The lock file is created
 * with O_EXCL and holds this process's pid; a lock whose pid is no longer running (a killed process) is
 * taken over. The lock is removed by release() and, failing that, when the process exits.
 */
export function lockDataDir(dir: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const file = path.join(path.resolve(dir), LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o644);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 5) throw err;
      let holder = holderOf(file);
      if (holder === null) {
        // No pid yet: another process may be between creating the file and writing to it.
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
        holder = holderOf(file);
      }
      if (holder === process.pid) throw new DataDirLockedError(`DATA_DIR ${dir} is already open in this process (${file})`);
      if (holder !== null && isRunning(holder)) {
        throw new DataDirLockedError(`DATA_DIR ${dir} is in use by process ${holder}: stop it first or set another DATA_DIR (lock file ${file})`);
      }
      // A stale lock (its process is gone, or the file is garbage): removed only while it still says so.
      if (holderOf(file) === holder) {
        try {
          unlinkSync(file);
        } catch (unlinkErr) {
          if ((unlinkErr as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkErr;
        }
      }
      continue;
    }
    try {
      writeSync(fd, `${process.pid}\n`);
    } finally {
      closeSync(fd);
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.removeListener('exit', release);
      // Only our own lock: a process that found it stale may have replaced it meanwhile.
      if (holderOf(file) === process.pid) {
        try {
          unlinkSync(file);
        } catch {
          // Already gone.
        }
      }
    };
    process.on('exit', release);
    return { file, release };
  }
}
