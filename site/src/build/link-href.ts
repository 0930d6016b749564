/** The schemes an editor's link may use; anything else (javascript:, data:, vbscript:…) is not a link. */
const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The href for a link an editor wrote in Strapi's rich text, or undefined when it must not be a
 * link. Read as the browser reads it: leading and trailing control characters and spaces are
 * dropped and tabs and line breaks inside are ignored (`java\tscript:` is `javascript:`), the
 * scheme's case does not matter. A relative address (`/contact`, `#faq`, `?q=`) stays as written.
 */
export function safeLinkHref(url: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the URL parser's own trimming, mirrored
  const cleaned = url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1];
  if (scheme === undefined) return cleaned;
  return ALLOWED_SCHEMES.has(`${scheme.toLowerCase()}:`) ? cleaned : undefined;
}
