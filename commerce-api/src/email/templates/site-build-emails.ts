import type { SiteBuildFailure } from '@koolers/contracts/site-build';
import { escapeHtml } from '../escape-html.ts';
import { button, type EmailContent, layout, subjectLine } from './layout.ts';

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

/** To the shop: a change published in Strapi did not reach the site; the site still shows the version before it. */
export function siteBuildFailedEmail(failure: SiteBuildFailure): EmailContent {
  const heading = failure.entry ? `The site did not go live with ${failure.entry}` : 'The site did not go live with the latest change';
  const fix = failure.entry
    ? 'Open the entry in Strapi, fix the field(s) below and publish again. Until then the site keeps showing the version before this change.'
    : 'The site keeps showing the version before this change. If publishing again does not help, ask your developer to look at the site server’s log.';
  const fields = failure.fields ?? [];
  return {
    subject: subjectLine(heading),
    text: [
      `${heading} (publish at ${when(failure.failedAt)}).`,
      '',
      failure.summary,
      ...fields.map((field) => `- ${field}`),
      '',
      fix,
      ...(failure.editUrl ? ['', `Open it in Strapi: ${failure.editUrl}`] : []),
    ].join('\n'),
    html: layout(
      heading,
      `<p>Published at ${escapeHtml(when(failure.failedAt))}.</p>
<p><strong>${escapeHtml(failure.summary)}</strong></p>
${fields.length ? `<ul>${fields.map((field) => `<li>${escapeHtml(field)}</li>`).join('')}</ul>` : ''}
<p>${escapeHtml(fix)}</p>
${failure.editUrl ? button('Open it in Strapi', failure.editUrl) : ''}`,
    ),
  };
}
