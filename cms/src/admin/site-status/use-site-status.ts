import { useFetchClient } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';

/** What `GET /koolers/site-status` answers (cms/src/site-status/site-status.ts). */
export type SiteStatusView = {
  state: 'live' | 'updating' | 'failed' | 'draft' | 'unknown';
  message: string;
  liveSince?: string;
  problem?: { summary: string; editPath?: string };
};

/** While the site is being updated, ask again soon; otherwise now and then. */
const POLL_MS = { updating: 1500, settled: 15_000 };

/**
 * The site's state (no entry) or one entry's (`uid`, `documentId`), kept fresh while it is shown.
 * `revision` changes when the entry does (a save, a publish): the state is asked for again at once.
 */
export function useSiteStatus(entry?: { uid: string; documentId?: string; revision?: string }) {
  const { get } = useFetchClient();
  const [view, setView] = useState<SiteStatusView | null>(null);
  const [failed, setFailed] = useState(false);

  const uid = entry?.uid;
  const documentId = entry?.documentId;
  const revision = entry?.revision;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `revision` (a save, a publish) asks again at once
  useEffect(() => {
    // A new entry or revision: show nothing stale while asking again.
    setView(null);
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const params = uid ? { uid, ...(documentId ? { documentId } : {}) } : {};
    const load = async () => {
      let next = POLL_MS.settled;
      try {
        const { data } = await get<{ data: SiteStatusView }>('/koolers/site-status', { params });
        if (stopped) return;
        setView(data.data);
        setFailed(false);
        if (data.data.state === 'updating') next = POLL_MS.updating;
      } catch {
        if (stopped) return;
        setFailed(true);
      }
      timer = setTimeout(load, next);
    };
    void load();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [get, uid, documentId, revision]);

  return { view, failed };
}
