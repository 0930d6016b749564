import { getImage } from 'astro:assets';
import type { Media } from '../cms-schemas.ts';
import { mediaSource, showsOriginalPictures } from '../cms-url.ts';
import { SHARE_CARD } from './share-card-image.ts';

export type ShareCard = { url: string; width: number; height: number; alt: string };

/**
 * The share card of a page, made by the build from the page's picture (the picture service renders it:
 * share-card-image.ts), as an absolute address. The draft preview links the original instead.
 */
export async function shareCard(site: URL, picture: Media): Promise<ShareCard> {
  if (showsOriginalPictures) {
    return { url: new URL(picture.url, site).href, width: picture.width ?? 0, height: picture.height ?? 0, alt: picture.alternativeText };
  }
  const { width, height, format } = SHARE_CARD;
  const image = await getImage({ src: mediaSource(picture), width, height, format, shareCard: true });
  return { url: new URL(image.src, site).href, width, height, alt: picture.alternativeText };
}
