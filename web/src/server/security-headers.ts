/**
 * The site's security headers: one Content-Security-Policy per page, whose inline scripts are
 * allowed by their SHA-256 hashes (read from the built HTML, so every inline script the browser
 * will see is covered, Astro's own and `is:inline` ones alike) and nothing else inline; Razorpay
 * Checkout's origins (or the offline sandbox's); no framing; HSTS in production.
 *
 * Why not Astro's own `security.csp`: Astro 7 does hash its scripts, but delivers the policy in a
 * <meta> element, which cannot carry frame-ancestors, and it hashes styles too, which would block
 * the inline <style> the pages build from Strapi's content and the style attributes islands set.
 * Nor does its list cover `is:inline` scripts (the layout's and the account's), which would then
 * need hashes kept by hand beside their source.
 *
 * Trusting what the build wrote means a `<script>` that content smuggled into a page would be
 * trusted too. That is closed where content enters the HTML: Astro escapes every expression, and the
 * only raw HTML the pages build from content (RichText, Text, the generated <style> rules) escapes
 * the editor's text and attribute values: no content reaches a page as markup.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

export type SecurityOptions = {
  /** Sends HSTS and upgrades insecure requests (the site is served over https). */
  production: boolean;
  /** Origin of the offline Razorpay sandbox when payments go there (its checkout.js is loaded from it). */
  paymentsSandboxUrl?: string;
};

/** Razorpay Checkout: its script, the iframe it opens, the calls it makes and its images. */
const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://checkout.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
  form: ['https://api.razorpay.com'],
};

function checkoutSources(options: SecurityOptions) {
  if (!options.paymentsSandboxUrl) return RAZORPAY;
  const sandbox = new URL(options.paymentsSandboxUrl).origin;
  return { script: [sandbox], frame: [sandbox], connect: [sandbox], img: [sandbox], form: [sandbox] };
}

/**
 * The policy of a page with these inline-script hashes (`'sha256-…'`). No site may frame it, except
 * the origins in `framedBy` (Strapi's admin, whose Preview panel shows a draft page in a frame).
 */
export function contentSecurityPolicy(
  options: SecurityOptions,
  scriptHashes: readonly string[] = [],
  framedBy: readonly string[] = [],
): string {
  const checkout = checkoutSources(options);
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes, ...checkout.script].join(' ')}`,
    // Inline styles: the pages' own <style> built from Strapi's content, and islands' style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${checkout.img.join(' ')}`,
    "font-src 'self' data:",
    `connect-src 'self' ${checkout.connect.join(' ')}`,
    `frame-src ${checkout.frame.join(' ')}`,
    `form-action 'self' ${checkout.form.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${framedBy.length > 0 ? framedBy.join(' ') : "'none'"}`,
    ...(options.production ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** The headers every response of the site carries, whatever it is. */
export function baseSecurityHeaders(options: SecurityOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Geolocation for the shop's own checkout pages (the delivery check) and no one else; Razorpay's
    // frame may use the Payment Request API; nothing asks for the camera or the microphone.
    'Permissions-Policy': 'geolocation=(self), payment=(self "https://api.razorpay.com"), camera=(), microphone=(), usb=()',
    // Razorpay may open a bank's page in a popup and hear back from it.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    ...(options.production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Headers that only mean something on a document (or a worker, which the site has none of): its
 * policy, its permissions, its opener, and a referrer policy that browsers apply by default anyway.
 * Scripts, stylesheets, pictures and fonts go without them: on HTTP/1.1 each of the 30 to 50 files
 * of a page would carry them again, 600 bytes a file, which was 15% of /profile's first view.
 */
export const DOCUMENT_ONLY_HEADERS = ['Content-Security-Policy', 'Permissions-Policy', 'Cross-Origin-Opener-Policy', 'Referrer-Policy'];

/** Files a browser never renders as a document (an SVG may be, and may run scripts: it keeps them). */
export function isSubresource(path: string): boolean {
  return /\.(m?js|css|webp|avif|png|jpe?g|gif|ico|woff2?)$/i.test(path);
}

/** A `<script type>` the browser runs; any other type (`application/ld+json`) is data the policy does not cover. */
const RUNS = /^(module|(text|application)\/(java|ecma)script)$/i;

/** `'sha256-…'` of each inline <script>'s text, exactly as the browser hashes it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', text = ''] = match;
    if (/\ssrc\s*=/i.test(attributes) || text.length === 0) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1];
    if (type && !RUNS.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** Per built page, its policy: read once per file (a rebuild writes a new folder, so new paths). */
export function pagePolicies(options: SecurityOptions) {
  const cache = new Map<string, string>();
  return {
    forFile(file: string): string {
      let policy = cache.get(file);
      if (!policy) {
        policy = contentSecurityPolicy(options, inlineScriptHashes(readFileSync(file, 'utf8')));
        if (cache.size > 2_000) cache.clear();
        cache.set(file, policy);
      }
      return policy;
    },
  };
}
