import { useEffect, useRef, useState } from 'react';
import { desk } from './desk-api.ts';
import { goToSignIn } from './use-staff.ts';

export type Change = { id: number; topic: 'order' | 'membership' | 'message'; subjectId: string; kind: string; at: string };
export type LiveState = 'connecting' | 'live' | 'reconnecting';

/** Changes that arrive close together are handed over as one batch: one refresh for a burst. */
const BATCH_MS = 250;
const RETRY_MS = 5_000;

/**
 * Follows the desk's change feed (Server-Sent Events) from `cursor`, the `liveCursor` of the first
 * list loaded, so nothing committed after that list was read is missed. The browser's EventSource
 * reconnects by itself with the last event id; if the stream is refused it checks whether the
 * session ended (then: sign in again) or reconnects later from the last change seen.
 * `onChanges([], true)` means "reload everything" (too far behind, or just started from 'latest').
 */
export function useLiveChanges(cursor: number | 'latest' | null, onChanges: (changes: Change[], reset: boolean) => void): LiveState {
  const [state, setState] = useState<LiveState>('connecting');
  const handler = useRef(onChanges);
  handler.current = onChanges;

  useEffect(() => {
    if (cursor === null) return;
    // 'latest': follow from now on; the screen reloads once the stream is ready (nothing falls in between).
    let lastId = cursor === 'latest' ? null : cursor;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let flush: ReturnType<typeof setTimeout> | undefined;
    let pending: Change[] = [];
    let stopped = false;

    const connect = () => {
      source = new EventSource(lastId === null ? '/api/admin/events' : `/api/admin/events?after=${lastId}`);
      source.addEventListener('ready', (event) => {
        setState('live');
        if (lastId === null) {
          lastId = Number((event as MessageEvent<string>).lastEventId) || 0;
          handler.current([], true);
        }
      });
      source.addEventListener('change', (event) => {
        const change = JSON.parse((event as MessageEvent<string>).data) as Change;
        lastId = Math.max(lastId ?? 0, change.id);
        pending.push(change);
        flush ??= setTimeout(() => {
          flush = undefined;
          const batch = pending;
          pending = [];
          handler.current(batch, false);
        }, BATCH_MS);
      });
      source.addEventListener('reset', (event) => {
        lastId = Number((event as MessageEvent<string>).lastEventId) || lastId;
        handler.current([], true);
      });
      source.addEventListener('signed-out', () => {
        source?.close();
        goToSignIn();
      });
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) {
          setState('reconnecting');
          return;
        }
        // Refused (not a dropped line, which EventSource retries itself): a session that ended, or the shop down.
        setState('reconnecting');
        desk.me().then((result) => {
          if (stopped) return;
          if (result.status === 401) goToSignIn();
          else retry = setTimeout(connect, RETRY_MS);
        });
      };
    };
    connect();
    return () => {
      stopped = true;
      source?.close();
      clearTimeout(retry);
      clearTimeout(flush);
    };
  }, [cursor]);

  return state;
}
