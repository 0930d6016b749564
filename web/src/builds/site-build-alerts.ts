/**
 * Tells the shop when the site did not go live with a change: after a failed build, the commerce API
 * (which owns the shop's mail: SMTP, or the outbox) emails the shop's address which entry and field to
 * fix. The same failure again (an editor publishing twice) is not mailed twice. A build no change in
 * Strapi asked for (the front's own start) is no publish that failed: the log says so, not the mail.
 */
import type { BuildRecord, ContentProblem, SiteBuildFailure } from '@koolers/contracts/site-build';

export type SiteBuildAlertOptions = {
  apiUrl: string;
  /** SITE_BUILD_ALERT_SECRET (npm start: CMS_WEBHOOK_SECRET), which the API checks. */
  secret: string;
  /** The Strapi admin's public address, for a link to the entry (optional). */
  adminUrl?: string;
  log?: (line: string) => void;
};

/** Where an entry opens in Strapi's Content Manager. */
export function entryEditUrl(adminUrl: string, problem: ContentProblem): string {
  const kind = problem.single ? 'single-types' : 'collection-types';
  return `${adminUrl.replace(/\/+$/, '')}/content-manager/${kind}/${problem.uid}${problem.single ? '' : `/${problem.documentId}`}`;
}

export function alertShopOnFailedBuild(options: SiteBuildAlertOptions) {
  /** Resolves once the API has been asked (never rejects: a failure is logged). */
  return async (record: BuildRecord, previous: BuildRecord | undefined): Promise<void> => {
    if (record.ok || !record.reason.startsWith('Strapi ') || (previous && !previous.ok && previous.error === record.error)) return;
    const problem = record.problem;
    const body: SiteBuildFailure = {
      failedAt: record.startedAt,
      summary: problem?.summary ?? `The site build failed: ${record.error ?? 'no reason given'}`,
      ...(problem
        ? {
            entry: problem.single ? problem.typeName : `${problem.typeName} “${problem.entryTitle ?? problem.documentId}”`,
            fields: problem.fields.map((field) => `${field.field}: ${field.message}`),
            ...(options.adminUrl ? { editUrl: entryEditUrl(options.adminUrl, problem) } : {}),
          }
        : {}),
    };
    await fetch(`${options.apiUrl}/api/cms/site-build-failed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${options.secret}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    })
      .then((response) => {
        if (!response.ok) options.log?.(`the shop was not emailed about the failed build: the API answered ${response.status}`);
      })
      .catch((error: unknown) => options.log?.(`the shop was not emailed about the failed build: ${String(error)}`));
  };
}
