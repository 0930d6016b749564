/** Where the build reads Strapi: its content API and the originals of its media. */
export const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';

type MediaFile = { url: string; updatedAt?: string | undefined };

/**
 * A media file's path with its version (`/uploads/palm_0a1b2c3d4e.webp?v=…`). Strapi keeps a file's
 * URL when an editor replaces it in the media library, so the URL alone does not say which file it
 * is; with the version it does, and whoever holds it may keep it for good: Strapi, the web front
 * and browsers send a versioned file as immutable (cms/src/middlewares/uploads-revalidation.ts).
 */
export function mediaVersionedPath(media: MediaFile): string {
  if (!media.updatedAt) return media.url;
  const version = Date.parse(media.updatedAt);
  if (Number.isNaN(version)) return media.url;
  return `${media.url}${media.url.includes('?') ? '&' : '?'}v=${version.toString(36)}`;
}

/**
 * The address the build fetches a media file from (Strapi gives `/uploads/…`, relative to itself),
 * versioned: the build's picture cache then keeps each resized copy without asking Strapi again
 * (each of the ~1,000 copies was a conditional request on every build, 2–10 s of each publish).
 */
export function mediaSource(media: MediaFile): string {
  return new URL(mediaVersionedPath(media), cmsUrl).href;
}

/**
 * The draft preview build (web/src/preview/site-preview.ts) shows Strapi's original pictures, drawn at the
 * slot's size, instead of making resized copies: resizing took 5–7 s of every preview build, which
 * editors wait for after each save, and a preview is looked at on the editor's screen, not a phone.
 */
export const showsOriginalPictures = Boolean(process.env.CMS_DRAFTS_SECRET);

/** The draft preview build: no search engine may index it, and it has no sitemap. */
export const isDraftPreview = Boolean(process.env.CMS_DRAFTS_SECRET);
