import type { AreaWords } from '@koolers/contracts/words/translation';

/** A product's pictures (ProductGallery.astro): the thumbnails' group, named after the product, and each thumbnail. */
const en = {
  picturesOf: 'Pictures of {name}',
  picture: 'Picture {number}',
} as const;

export const productGalleryWords: AreaWords<typeof en> = {
  en,
  hi: {
    picturesOf: '{name} की तस्वीरें',
    picture: 'तस्वीर {number}',
  },
  mr: {
    picturesOf: '{name} ची चित्रे',
    picture: 'चित्र {number}',
  },
};
