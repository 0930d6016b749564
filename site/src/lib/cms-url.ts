/** Where the build reads Strapi: its content API and the originals of its media. */
export const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';

/** The address the build fetches a media file from (Strapi gives `/uploads/…`, relative to itself). */
export function mediaSource(media: { url: string }): string {
  return new URL(media.url, cmsUrl).href;
}

/**
 * The draft preview build (web/src/preview/site-preview.ts) shows Strapi's original pictures, drawn at the
 * slot's size, instead of making resized copies: resizing took 5–7 s of every preview build, which
 * editors wait for after each save, and a preview is looked at on the editor's screen, not a phone.
 */
export const showsOriginalPictures = Boolean(process.env.CMS_DRAFTS_SECRET);

/** The draft preview build: no search engine may index it, and it has no sitemap. */
export const isDraftPreview = Boolean(process.env.CMS_DRAFTS_SECRET);
