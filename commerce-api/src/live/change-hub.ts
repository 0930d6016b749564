import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
import { type Change, changesAfter, latestChangeId, pruneChanges } from './change-feed.ts';

export type ChangeListener = (change: Change) => void;

export type ChangeHub = {
  /** Calls `listener` with every change committed from now on, in id order; returns the unsubscribe. */
  subscribe(listener: ChangeListener): Promise<() => void>;
  /** Stops polling (the app is closing). */
  stop(): void;
};

export const CHANGE_POLL_MS = 500;
const BATCH = 500;
const KEEP_CHANGES_MS = 7 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * One reader of the change feed per API process, shared by all the desks connected to it: while
 * at least one listens, it reads the changes after the last one it saw every `pollMs` (an indexed
 * range read that finds nothing most of the time) and hands them to every listener. Changes made
 * by any process reach every process this way, with the database as the only thing they share.
 */
export function createChangeHub(deps: { db: Db; logger: Logger }, options: { pollMs?: number } = {}): ChangeHub {
  const pollMs = options.pollMs ?? CHANGE_POLL_MS;
  const listeners = new Set<ChangeListener>();
  let lastId: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let starting: Promise<void> | undefined;
  let polling = false;
  let lastPrune = 0;

  async function poll() {
    if (polling || lastId === undefined) return;
    polling = true;
    try {
      for (;;) {
        const changes = await changesAfter(deps.db, lastId, BATCH);
        for (const change of changes) {
          lastId = change.id;
          for (const listener of listeners) listener(change);
        }
        if (changes.length < BATCH) break;
      }
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        await pruneChanges(deps.db, new Date(Date.now() - KEEP_CHANGES_MS).toISOString());
      }
    } catch (error) {
      deps.logger.warn({ err: error }, 'could not read the change feed; trying again');
    } finally {
      polling = false;
    }
  }

  return {
    async subscribe(listener) {
      listeners.add(listener);
      if (timer === undefined) {
        starting ??= latestChangeId(deps.db).then((id) => {
          lastId = id;
          timer = setInterval(() => void poll(), pollMs);
          timer.unref();
        });
        try {
          await starting;
        } catch (error) {
          listeners.delete(listener);
          throw error;
        } finally {
          starting = undefined;
        }
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
          lastId = undefined;
        }
      };
    },
    stop() {
      listeners.clear();
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
