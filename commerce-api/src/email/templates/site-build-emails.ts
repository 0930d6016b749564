import { emailWords } from '@koolers/contracts/emails';
import type { SiteBuildFailure } from '@koolers/contracts/site-build';
import { escapeHtml } from '../escape-html.ts';
import { button, type EmailContent, layout, subjectLine } from './layout.ts';

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

/** To the shop: a change published in Strapi did not reach the site; the site still shows the version before it. English: editors read it. */
export function siteBuildFailedEmail(failure: SiteBuildFailure): EmailContent {
  const words = emailWords('en');
  const heading = words('site_build.heading', { entry: failure.entry ?? undefined });
  const fix = words(failure.entry ? 'site_build.fix_entry' : 'site_build.fix_other');
  const fields = failure.fields ?? [];
  const open = words('site_build.open');
  return {
    subject: subjectLine(heading),
    text: [
      `${heading} (${words('site_build.publish_at', { when: when(failure.failedAt) })}).`,
      '',
      failure.summary,
      ...fields.map((field) => `- ${field}`),
      '',
      fix,
      ...(failure.editUrl ? ['', `${open}: ${failure.editUrl}`] : []),
    ].join('\n'),
    html: layout(
      heading,
      `<p>${escapeHtml(words('site_build.published_at', { when: when(failure.failedAt) }))}</p>
<p><strong>${escapeHtml(failure.summary)}</strong></p>
${fields.length ? `<ul>${fields.map((field) => `<li>${escapeHtml(field)}</li>`).join('')}</ul>` : ''}
<p>${escapeHtml(fix)}</p>
${failure.editUrl ? button(open, failure.editUrl) : ''}`,
    ),
  };
}
