import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time of the files under the given paths (node_modules and outputs skipped). */
function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (!['node_modules', 'dist', '.astro', '.strapi', 'data'].includes(entry)) visit(join(path, entry));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

/** A build is reused while its output is newer than every input that shapes it. */
export function isBuildFresh(output: string, inputs: string[]): boolean {
  return existsSync(output) && statSync(output).mtimeMs >= newestMtime(inputs);
}
