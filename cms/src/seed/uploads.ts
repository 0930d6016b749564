import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { MEDIA } from './content/media';
import { GENERATED_FILE, type GeneratedFile, type GeneratedFileRef, IMAGE, type ImageRef } from './markers';

const FILE_UID = 'plugin::upload.file';

interface UploadedFile {
  id: number;
}

/**
 * Uploads seed files to the media library once and hands out their ids. A file already in the
 * library under the same name (e.g. from an interrupted first boot) is reused, not uploaded again.
 */
export interface SeedUploads {
  /** A picture from cms/seed/images/<key>.webp, with the alt text and caption of the media manifest. */
  image(key: string): Promise<number>;
  /** A file made at seed time (the articles' PDFs). */
  generatedFile(file: GeneratedFile): Promise<number>;
  /** Starts uploading files that will be needed soon; failures surface when they are used. */
  prefetch(files: readonly (ImageRef | GeneratedFileRef)[]): void;
}

/** Uploads at once: the media library resizes with sharp, which uses more than one core. */
const CONCURRENT_UPLOADS = 4;

function limiter(concurrency: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

export function createSeedUploads(strapi: Core.Strapi, imagesDir = path.join(strapi.dirs.app.root, 'seed', 'images')): SeedUploads {
  const ids = new Map<string, Promise<number>>();
  const limit = limiter(CONCURRENT_UPLOADS);

  const once = (name: string, upload: () => Promise<number>): Promise<number> => {
    let id = ids.get(name);
    if (!id) {
      id = limit(async () => (await findByName(name)) ?? upload());
      // A prefetched upload may fail before anyone awaits it: the error surfaces at its first use.
      id.catch(() => {});
      ids.set(name, id);
    }
    return id;
  };

  async function findByName(name: string): Promise<number | undefined> {
    const existing: UploadedFile | null = await strapi.db.query(FILE_UID).findOne({ where: { name }, select: ['id'] });
    return existing?.id;
  }

  async function upload(filepath: string, name: string, mimetype: string, fileInfo: { alternativeText: string; caption?: string }) {
    const [file] = (await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name, alternativeText: fileInfo.alternativeText, caption: fileInfo.caption ?? fileInfo.alternativeText } },
        files: { filepath, originalFilename: name, mimetype, size: fs.statSync(filepath).size },
      })) as UploadedFile[];
    return file.id;
  }

  const uploads: SeedUploads = {
    image(key) {
      const meta = MEDIA[key];
      if (!meta) throw new Error(`[seed] image "${key}" is not in src/seed/content/media.ts`);
      const name = `${key}.webp`;
      return once(name, () => upload(path.join(imagesDir, name), name, 'image/webp', meta));
    },

    generatedFile(file) {
      return once(file.name, async () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koolers-seed-'));
        try {
          const filepath = path.join(dir, file.name);
          fs.writeFileSync(filepath, await file.render());
          return await upload(filepath, file.name, file.mime, file);
        } finally {
          fs.rmSync(dir, { recursive: true, force: true });
        }
      });
    },

    prefetch(files) {
      for (const file of files) {
        if (IMAGE in file) void uploads.image(file[IMAGE]).catch(() => {});
        else void uploads.generatedFile(file[GENERATED_FILE]).catch(() => {});
      }
    },
  };
  return uploads;
}
