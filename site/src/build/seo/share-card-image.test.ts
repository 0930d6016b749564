import sharp from 'sharp';
import { expect, it } from 'vitest';

// Encoding a picture takes about a second; several on a busy machine take longer than vitest's 5 s.
const ENCODING = { timeout: 30_000 };

import { renderShareCard, SHARE_CARD } from './share-card-image.ts';

const picture = (width: number, height: number, noise = false) =>
  noise
    ? sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
        .png()
        .toBuffer()
    : sharp({ create: { width, height, channels: 3, background: '#e8b04a' } })
        .webp()
        .toBuffer();

it.each([
  ['a portrait bottle shot', 600, 750],
  ['a square product shot', 720, 720],
  ['a wide hero', 1600, 900],
  ['a small picture', 300, 200],
])('makes a 1200 × 630 JPEG of %s', ENCODING, async (_, width, height) => {
  const card = await renderShareCard(await picture(width, height));
  expect(await sharp(card).metadata()).toMatchObject({ format: 'jpeg', width: SHARE_CARD.width, height: SHARE_CARD.height });
});

it('stays within 300 KB even for a picture full of detail (about 380 KB at the best quality)', ENCODING, async () => {
  const card = await renderShareCard(await picture(1200, 630, true));
  expect(card.length).toBeLessThanOrEqual(300 * 1024);
  expect(await sharp(card).metadata()).toMatchObject({ width: 1200, height: 630 });
});
