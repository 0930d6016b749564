/** Where the build reads Strapi: its content API and the originals of its media. */
export const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';

/** The address the build fetches a media file from (Strapi gives `/uploads/…`, relative to itself). */
export function mediaSource(media: { url: string }): string {
  return new URL(media.url, cmsUrl).href;
}
