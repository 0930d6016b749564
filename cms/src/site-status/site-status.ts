/**
 * Whether the live site shows what editors published, in words for the admin panel: the homepage
 * widget (the site as a whole) and the panel beside each entry (that entry's last publish). Built from
 * the site server's own record of its builds (`GET /_site/rebuild`, @koolers/contracts/site-build).
 *
 * A build reads Strapi when it starts, so an entry published at P is live once a build that started
 * after P has succeeded; if the latest build that started after P failed, the site still shows the
 * version before it.
 */
import type { BuildRecord, RebuilderStatus } from '@koolers/contracts/site-build';

export type SiteStatusView = {
  /** live: the site shows it · updating: a build is on its way · failed: the site kept the previous version · draft: not published · unknown */
  state: 'live' | 'updating' | 'failed' | 'draft' | 'unknown';
  message: string;
  /** When the site last went live, ISO. */
  liveSince?: string;
  /** What to fix, when the site did not go live. */
  problem?: { summary: string; editPath?: string };
};

const time = (iso: string) => new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

/** Where the entry at fault opens in the admin panel (a path under /admin). */
export function editPath(problem: { uid: string; documentId: string; single: boolean }): string {
  return problem.single
    ? `/content-manager/single-types/${problem.uid}`
    : `/content-manager/collection-types/${problem.uid}/${problem.documentId}`;
}

const failure = (record: BuildRecord): SiteStatusView['problem'] => ({
  summary: record.problem?.summary ?? `The site build failed: ${record.error ?? 'no reason was given'}.`,
  ...(record.problem ? { editPath: editPath(record.problem) } : {}),
});

/** The site as a whole: is the latest publish live? */
export function siteStatus(status: RebuilderStatus | null): SiteStatusView {
  if (!status) return { state: 'unknown', message: 'The site server did not answer, so the site’s state is unknown.' };
  const { lastSuccess, lastFailure } = status;
  if (status.state === 'building' || status.queued) {
    return { state: 'updating', message: 'The site is being updated with the latest changes…', liveSince: lastSuccess?.finishedAt };
  }
  if (lastFailure && (!lastSuccess || lastFailure.startedAt > lastSuccess.startedAt)) {
    return {
      state: 'failed',
      message: `The latest change did not go live (${time(lastFailure.startedAt)}): the site still shows the version before it.`,
      liveSince: lastSuccess?.finishedAt,
      problem: failure(lastFailure),
    };
  }
  if (lastSuccess) {
    return {
      state: 'live',
      message: `The site is up to date: last updated ${time(lastSuccess.finishedAt)}.`,
      liveSince: lastSuccess.finishedAt,
    };
  }
  return { state: 'unknown', message: 'The site has not been built yet.' };
}

/** One entry: did its last publish reach the site? `publishedAt` null means it is not published. */
export function entryStatus(status: RebuilderStatus | null, publishedAt: string | null, hasNewerDraft: boolean): SiteStatusView {
  if (!publishedAt) return { state: 'draft', message: 'Not published: the site does not show this entry.' };
  const draftNote = hasNewerDraft ? ' Your later changes are saved as a draft: publish them to put them on the site.' : '';
  if (!status) return { state: 'unknown', message: 'The site server did not answer, so whether this is live is unknown.' };
  const builds = [...(status.history ?? []), status.lastSuccess, status.lastFailure].filter((record): record is BuildRecord => !!record);
  const after = builds.filter((record) => record.startedAt >= publishedAt).sort((a, b) => a.startedAt.localeCompare(b.startedAt));
  const success = after.find((record) => record.ok);
  if (success) {
    return {
      state: 'live',
      message: `Live on the site since ${time(success.finishedAt)} (published ${time(publishedAt)}).${draftNote}`,
      liveSince: success.finishedAt,
    };
  }
  if (status.state === 'building' || status.queued) {
    return { state: 'updating', message: `Published ${time(publishedAt)}: the site is being updated with it…` };
  }
  const failed = after.at(-1);
  if (failed && !failed.ok) {
    return {
      state: 'failed',
      message: `Published ${time(publishedAt)}, but the site did not go live with it: it still shows the version before.`,
      problem: failure(failed),
    };
  }
  if (builds.length === 0) return { state: 'unknown', message: 'The site has not been built yet.' };
  // No build has started since the publish: Strapi's notice to the site server is on its way.
  return { state: 'updating', message: `Published ${time(publishedAt)}: waiting for the site to update…` };
}
