// PGlite takes no lock on its directory, and two processes writing one PGlite
// directory corrupt it. So the server holds a lock file in DATA_DIR while it
// runs: created with 'wx' (fails if it exists), holding our pid and start time.
// A lock whose pid is gone (a crash, kill -9) is stale and taken over.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 'server.lock';

export class LockError extends Error {
  constructor(readonly dir: string, readonly pid: number, readonly startedAt: string) {
    super(`The data directory ${dir} is in use by another server (pid ${pid}, started ${startedAt}). ` +
      'Stop that server first, or start this one with another DATA_DIR.');
    this.name = 'LockError';
  }
}

export interface DirLock { path: string; release(): void }

interface LockInfo { pid: number; startedAt: string; token: string }

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(path: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockInfo>;
    return typeof info.pid === 'number' ? { pid: info.pid, startedAt: String(info.startedAt), token: String(info.token) } : null;
  } catch {
    return null; // unreadable or half-written: treat as stale
  }
}

function tryCreate(path: string, info: LockInfo): boolean {
  try {
    const fd = openSync(path, 'wx');
    try {
      writeSync(fd, JSON.stringify(info));
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/** Takes the lock on `dir` (created if missing) or throws LockError naming the holder. */
export function lockDataDir(dir: string): DirLock {
  const abs = resolve(dir);
  mkdirSync(abs, { recursive: true });
  const path = join(abs, LOCK_FILE);
  const info: LockInfo = { pid: process.pid, startedAt: new Date().toISOString(), token: Math.random().toString(36).slice(2) };
  for (let attempt = 0; attempt < 2; attempt++) {
    if (tryCreate(path, info)) return { path, release: () => releaseLock(path, info.token) };
    const holder = readLock(path);
    if (holder && isAlive(holder.pid)) throw new LockError(abs, holder.pid, holder.startedAt);
    try {
      unlinkSync(path); // stale: its server is gone
    } catch {
      /* another starter removed it first; retry the create */
    }
  }
  const holder = readLock(path);
  throw new LockError(abs, holder?.pid ?? 0, holder?.startedAt ?? 'unknown');
}

/** Removes the lock only if it is still ours (never another server's). */
function releaseLock(path: string, token: string): void {
  if (readLock(path)?.token !== token) return;
  try {
    unlinkSync(path);
  } catch {
    /* already gone */
  }
}
