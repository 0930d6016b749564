/**
 * Site builds as generations: each build goes to `<buildsDir>/build-<time>/`, and `<buildsDir>/current`
 * is a symlink to the one being served. Replacing the symlink is one atomic rename, so a visitor
 * never sees half a build, and a failed build leaves the last good one in place.
 */
import { existsSync, readdirSync, readlinkSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';

const CURRENT = 'current';

/** The folder being served, or null before the first build. */
export function currentBuild(buildsDir: string): string | null {
  const link = join(buildsDir, CURRENT);
  try {
    const target = join(buildsDir, readlinkSync(link));
    return existsSync(join(target, 'index.html')) ? target : null;
  } catch {
    return null;
  }
}

/** A fresh folder name for the next build (Astro creates it). */
export function nextBuildDir(buildsDir: string): string {
  return join(buildsDir, `build-${Date.now()}`);
}

/**
 * Points `current` at `dir` and deletes older generations, keeping the one served until now so the
 * requests already reading it finish.
 */
export function promoteBuild(buildsDir: string, dir: string): void {
  const previous = currentBuild(buildsDir);
  const temporaryLink = join(buildsDir, `${CURRENT}.${process.pid}.tmp`);
  rmSync(temporaryLink, { force: true });
  symlinkSync(basename(dir), temporaryLink);
  renameSync(temporaryLink, join(buildsDir, CURRENT));
  const keep = new Set([basename(dir), previous ? basename(previous) : '', CURRENT]);
  for (const entry of readdirSync(buildsDir)) {
    if (entry.startsWith('build-') && !keep.has(entry)) rmSync(join(buildsDir, entry), { recursive: true, force: true });
  }
}

/**
 * The built page for an address without extension inside `dir`, if there is one: pages are built as
 * `faq.html` (and `checkout.html` beside `checkout/step1.html`), so `/faq` is faq.html.
 */
export function buildPage(dir: string, path: string): string | null {
  const file = builtPath(dir, path === '/' ? '/index.html' : `${path}.html`);
  return file && existsSync(file) ? file : null;
}

/** Where in `dir` the (URL-encoded) address `path` points, or null if it would lie outside `dir`. */
export function builtPath(dir: string, path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const file = resolve(dir, `.${decoded}`);
  return file.startsWith(dir + sep) ? file : null;
}

/** Every page of a build as its address: index.html → /, faq.html → /faq, payment/order.html → /payment/order. */
export function builtPages(dir: string): string[] {
  const pages: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder)) {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) visit(path);
      else if (entry.endsWith('.html')) pages.push(`/${relative(dir, path).replace(/\.html$/, '')}`.replace(/^\/index$/, '/'));
    }
  };
  visit(dir);
  return pages.sort();
}
