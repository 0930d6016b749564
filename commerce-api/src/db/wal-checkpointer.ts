import { isMainThread, Worker, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

/** How often the background thread copies the write-ahead log into the database file. */
const INTERVAL_MS = 1_000;

/**
 * Checkpoints a WAL-mode SQLite database from a worker thread with its own connection, so the
 * API's connection can turn automatic checkpoints off (`wal_autocheckpoint = 0`).
 *
 * Otherwise SQLite checkpoints inside whichever commit takes the log past 1000 pages: that commit,
 * and with the event loop every other request, waits while pages are copied and both files are
 * fsync'ed. A PASSIVE checkpoint never waits for, nor blocks, the API's readers and writers; the
 * log starts over at the next write once it has been copied in full. If the thread fails, the
 * API's connection goes back to checkpointing by itself (`onFailure`).
 */
export function startCheckpointer(path: string, onFailure: (error: unknown) => void): { stop(): Promise<void> } {
  const worker = new Worker(new URL(import.meta.url), { workerData: { checkpoint: path } });
  worker.unref();
  worker.on('error', onFailure);
  return {
    async stop() {
      worker.off('error', onFailure);
      await worker.terminate();
    },
  };
}

if (!isMainThread && typeof workerData?.checkpoint === 'string') {
  const db = new SQLite(workerData.checkpoint);
  setInterval(() => db.pragma('wal_checkpoint(PASSIVE)'), INTERVAL_MS);
}
