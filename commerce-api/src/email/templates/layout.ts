import { emailWords } from '@koolers/contracts/emails';
import type { Language } from '@koolers/contracts/languages';
import { escapeHtml } from '../escape-html.ts';

export type EmailContent = { subject: string; text: string; html: string };

const GREEN = '#2f7d32';
const LEAF = '#79e86b';

/** A one-line subject: no line breaks (header injection) and no runaway length. */
export function subjectLine(text: string): string {
  const line = text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  return line.length > 150 ? `${line.slice(0, 149)}…` : line;
}

/** Customer-typed text for HTML: escaped, its line breaks kept. */
export function paragraphs(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

/** A link target only when it is a payment or web link; anything else (javascript:, data:) is dropped. */
export function safeHref(url: string): string | undefined {
  try {
    const protocol = new URL(url).protocol;
    return ['upi:', 'https:', 'http:'].includes(protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

export function button(label: string, url: string): string {
  const href = safeHref(url);
  if (!href) return '';
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:${GREEN};color:#ffffff;padding:12px 22px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;
}

/**
 * The Koolers frame around a message, in its language (the footer's words and `lang`): every value
 * in `bodyHtml` must already be escaped.
 */
export function layout(heading: string, bodyHtml: string, language: Language = 'en'): string {
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:#f4fbf2;font-family:Arial,Helvetica,sans-serif;color:#1d2b1f">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4fbf2">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:10px;overflow:hidden">
<tr><td style="background:${LEAF};padding:18px 24px;font-size:22px;font-weight:bold;color:#14361a">Koolers</td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${bodyHtml}
</td></tr>
<tr><td style="padding:16px 24px;background:#eef7ec;font-size:12px;color:#55705a">${escapeHtml(emailWords(language)('footer'))}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** The end of a customer's email's text: "— Team Koolers" and the shop's line, in its language. */
export function textSignature(language: Language = 'en'): string {
  const words = emailWords(language);
  return `\n\n${words('signature.team')}\n${words('signature.tagline')}`;
}
