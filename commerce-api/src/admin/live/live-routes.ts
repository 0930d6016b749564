import type { Response, Router } from 'express';
import type { AppContext } from '../../app-context.ts';
import { type Change, changesAfter, latestChangeId, oldestChangeId } from '../../live/change-feed.ts';
import type { ChangeHub } from '../../live/change-hub.ts';
import { allow } from '../access.ts';
import { findStaffSession } from '../staff/staff-sessions.ts';

/** Changes a reconnecting desk may catch up on; further behind, it reloads its lists instead. */
const MAX_BACKLOG = 1_000;
const HEARTBEAT_MS = 20_000;
/** Open streams per staff session in one API process (a desk uses one per tab) and per process. */
export const STREAM_LIMITS = { perSession: 5, perProcess: 200 };
export const TOO_MANY_STREAMS = 'The desk is open in too many tabs. Please close some and reload.';

/**
 * GET /api/admin/events: Server-Sent Events, one `change` per row of the change feed, in order,
 * with its id as the event id. A desk passes the `liveCursor` of the list it loaded (`?after=`);
 * the browser's EventSource then resumes by itself with `Last-Event-ID` after a dropped
 * connection, whichever API process it reaches: the feed lives in the shared database. The
 * session is checked again at every heartbeat; the stream does not count as activity.
 */
export function registerLiveRoutes(router: Router, deps: AppContext, hub: ChangeHub): void {
  const open = new Map<string, number>();
  let openInProcess = 0;

  router.get('/events', allow('staff'), async (req, res) => {
    const requested = req.get('last-event-id') ?? (typeof req.query.after === 'string' ? req.query.after : undefined);
    const after = requested !== undefined && /^\d{1,15}$/.test(requested) ? Number(requested) : undefined;
    const tokenHash = req.staffSession?.tokenHash as string;

    // Each stream costs a listener and a session check every 20 s: a session (or a script holding
    // one) cannot open them without end.
    if ((open.get(tokenHash) ?? 0) >= STREAM_LIMITS.perSession || openInProcess >= STREAM_LIMITS.perProcess) {
      res.status(429).set('Retry-After', '30').json({ code: 'too_many_streams', message: TOO_MANY_STREAMS });
      return;
    }
    open.set(tokenHash, (open.get(tokenHash) ?? 0) + 1);
    openInProcess += 1;

    // Everything the stream holds is let go once, however it ends: the client leaving (even while
    // the stream is still starting), the session ending, or a failure to catch up.
    let unsubscribe: (() => void) | undefined;
    let heartbeat: NodeJS.Timeout | undefined;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe?.();
      const left = (open.get(tokenHash) ?? 1) - 1;
      if (left > 0) open.set(tokenHash, left);
      else open.delete(tokenHash);
      openInProcess -= 1;
      if (!res.writableEnded) res.end();
    };
    req.on('close', end);

    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      // Proxies (nginx) pass each event on at once instead of buffering the stream.
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 2000\n\n');

    let lastSent = -1;
    let live = false;
    const early: Change[] = [];
    const send = (change: Change) => {
      if (change.id <= lastSent) return;
      lastSent = change.id;
      writeEvent(res, 'change', change.id, change);
    };
    // Listen first, then catch up: a change committed in between is in one or the other (or both, sent once).
    const stopListening = await hub.subscribe((change) => (live ? send(change) : early.push(change)));
    if (ended) return stopListening();
    unsubscribe = stopListening;
    heartbeat = setInterval(async () => {
      const session = await findStaffSession(deps.db, tokenHash).catch(() => undefined);
      if (session?.stage !== 'signed-in') {
        writeEvent(res, 'signed-out', lastSent, {});
        return end();
      }
      res.write(': still here\n\n');
    }, HEARTBEAT_MS);

    try {
      if (after === undefined) {
        lastSent = await latestChangeId(deps.db);
        writeEvent(res, 'ready', lastSent, { cursor: lastSent });
      } else {
        const [oldest, backlog] = await Promise.all([oldestChangeId(deps.db), changesAfter(deps.db, after, MAX_BACKLOG + 1)]);
        if (backlog.length > MAX_BACKLOG || (oldest > after + 1 && after > 0)) {
          // Too far behind (or past what is kept): the desk reloads its lists and follows from the latest change.
          lastSent = await latestChangeId(deps.db);
          writeEvent(res, 'reset', lastSent, { cursor: lastSent });
        } else {
          lastSent = after;
          for (const change of backlog) send(change);
          writeEvent(res, 'ready', lastSent, { cursor: lastSent });
        }
      }
      live = true;
      for (const change of early) send(change);
      early.length = 0;
    } catch (error) {
      req.log.error({ err: error }, 'live updates: could not catch up');
      end();
    }
  });
}

function writeEvent(res: Response, event: string, id: number, data: unknown) {
  if (res.writableEnded) return;
  res.write(`event: ${event}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`);
}
