/**
 * Astro's sharp image service, with its results kept by the content of the original picture.
 *
 * Astro caches a resized remote picture under its URL. Strapi names every upload with a random
 * suffix, so a shop started on fresh databases (every end-to-end run, every benchmark) has new URLs
 * for the same seeded pictures, and each such build would encode all of them again (minutes of AVIF
 * on two cores). Keyed by the bytes of the original and the transform instead, those builds reuse the
 * earlier results; a picture an editor replaces (same URL, new bytes) is encoded again.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LocalImageService } from 'astro';
import { baseService } from 'astro/assets';
import sharpService from 'astro/assets/services/sharp';
import { renderShareCard } from './seo/share-card-image.ts';

/** Beside Astro's own cache (astro.config.ts: `SITE_CACHE_DIR`, by default site/node_modules/.astro). */
const cacheDir = join(process.env.SITE_CACHE_DIR ?? join(process.cwd(), 'node_modules/.astro'), 'pictures');

const pictureService: LocalImageService = {
  ...sharpService,
  // `shareCard: true` asks for a page's share card (lib/seo/share-card.ts), a picture of its own.
  propertiesToHash: [...(baseService.propertiesToHash ?? []), 'shareCard'],
  async transform(input, transform, imageConfig, logger) {
    const { src: _url, ...options } = transform;
    const key = createHash('sha256')
      .update(input)
      .update(JSON.stringify([options, imageConfig.service.config]))
      .digest('hex');
    const file = join(cacheDir, `${key}.${options.format}`);
    const cached = await readFile(file).catch(() => null);
    if (cached) return { data: cached, format: options.format };

    const result = options.shareCard
      ? { data: await renderShareCard(Buffer.from(input)), format: options.format }
      : await sharpService.transform(input, transform, imageConfig, logger);
    // Sharp could not encode it and Astro passed the original through: nothing worth keeping.
    if (result.data !== input) {
      await mkdir(cacheDir, { recursive: true });
      // Written aside and renamed, so a build running at the same time never reads half a file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, result.data);
      await rename(partial, file);
    }
    return result;
  },
};

export default pictureService;
