/**
 * Where to go after signing in (`?next=/checkout/step2`): a page of this shop, never another site.
 * The value is read as the browser will read it when we go there, by the URL parser, because the
 * parser forgives what a check of the text would miss: it drops tabs and line breaks
 * (`/\t/evil.example/` is `//evil.example/`), reads `\` as `/`, and resolves dot segments
 * (`/.//evil.example` has the path `//evil.example`, which `location.assign` takes as another host).
 */
export function safeReturnPath(value: string | null | undefined, fallback: string, origin = location.origin): string {
  if (!value) return fallback;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== origin || !path.startsWith('/') || path.startsWith('//')) return fallback;
  return path;
}
