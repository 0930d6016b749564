/**
 * What a build was made from: a digest of the site's code, and each answer of Strapi's it read (its
 * URL and a digest, noted by the site's content loaders). Kept beside the build's pages, as a dotfile
 * the site server never serves. After a restart, the web front serves the build it has at once and
 * asks Strapi the same questions: only if an answer (or the code) differs is the site rebuilt.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const CONTENT_RECORD_FILE = '.content-record.json';

type Read = { url: string; sha256?: string; unreachable?: true };
export type ContentRecord = { siteCode: string; reads: Read[] };

/**
 * siteCodeDigest, worked out once per process and folder: the code does not change under a running
 * web front (production runs an image), and reading and hashing every source file took 0.2–0.6 s of
 * each publish on this machine (1.4 s in a container), on the event loop that serves the shop. A
 * code change under `npm start` is seen at its next start, which builds anyway.
 */
const digests = new Map<string, string>();
export function siteCodeDigestOnce(siteDir: string): string {
  let digest = digests.get(siteDir);
  if (digest === undefined) {
    digest = siteCodeDigest(siteDir);
    digests.set(siteDir, digest);
  }
  return digest;
}

/**
 * The files that shape a build: the site's own (sources, public files, integrations, configuration)
 * and the shared contracts beside it, whose rules and words the site's pages and islands bundle.
 */
export function siteCodeDigest(siteDir: string): string {
  const hash = createHash('sha256');
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) visit(join(path, entry));
      return;
    }
    hash.update(relative(siteDir, path)).update('\0').update(readFileSync(path)).update('\0');
  };
  for (const part of ['src', 'public', 'integrations', 'astro.config.ts', 'package.json', 'tsconfig.json']) visit(join(siteDir, part));
  for (const part of ['src', 'package.json']) visit(join(siteDir, '..', 'contracts', part));
  return hash.digest('hex');
}

/** Writes the record of a finished build from the loaders' notes (one JSON line per read). */
export function writeContentRecord(buildDir: string, siteCode: string, notes: string): void {
  const reads = new Map<string, Read>();
  for (const line of notes.split('\n').filter(Boolean)) {
    const read = JSON.parse(line) as Read;
    reads.set(read.url, read);
  }
  const record: ContentRecord = { siteCode, reads: [...reads.values()].sort((a, b) => a.url.localeCompare(b.url)) };
  writeFileSync(join(buildDir, CONTENT_RECORD_FILE), JSON.stringify(record));
}

export function readContentRecord(buildDir: string): ContentRecord | null {
  try {
    return JSON.parse(readFileSync(join(buildDir, CONTENT_RECORD_FILE), 'utf8')) as ContentRecord;
  } catch {
    return null;
  }
}

/**
 * Why `buildDir` no longer shows the site as it would be built now, or null when it still does.
 * Strapi not answering is a reason too: better one build too many than a stale site.
 */
export async function whyStale(buildDir: string, siteCode: string, get: typeof fetch = fetch): Promise<string | null> {
  const record = readContentRecord(buildDir);
  if (!record) return 'the build has no record of its content';
  if (record.siteCode !== siteCode) return 'the site’s code changed';
  if (record.reads.length === 0) return 'the build read no content';
  const answers = await Promise.all(
    record.reads.map(async (read) => {
      if (read.unreachable || !read.sha256) return `${read.url} was not reachable during the build`;
      try {
        const response = await get(read.url, { signal: AbortSignal.timeout(15_000) });
        const digest = createHash('sha256')
          .update(await response.text())
          .digest('hex');
        // A translation nobody has written is Strapi's 404, recorded as such: the same 404 is no change.
        return (response.ok || response.status === 404) && digest === read.sha256 ? null : `${read.url} changed`;
      } catch {
        return `${read.url} is not reachable`;
      }
    }),
  );
  return answers.find((answer) => answer !== null) ?? null;
}
