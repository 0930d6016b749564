/**
 * The picture a shared page shows in WhatsApp, Facebook, X and in search results: 1200 × 630 (the
 * 1.91:1 they all draw), JPEG (what every one of them reads), at most 300 KB (WhatsApp shows no
 * picture from about 600 KB). A picture about as wide fills the card; a bottle, a product shot or a
 * portrait is shown whole, over a blurred, darkened copy of itself that fills the rest, rather than
 * cut to a strip.
 */
import sharp from 'sharp';

export const SHARE_CARD = { width: 1200, height: 630, maxBytes: 300 * 1024, format: 'jpeg' } as const;

/** How far a picture's shape may be from 1.91:1 and still be cropped to fill the card. */
const CROP_TOLERANCE = 0.15;
const QUALITIES = [82, 72, 62, 52, 42];

async function layout(input: Buffer): Promise<ReturnType<typeof sharp>> {
  const { width, height } = SHARE_CARD;
  const oriented = await sharp(input).rotate().toBuffer({ resolveWithObject: true });
  const ratio = oriented.info.width / oriented.info.height;
  const fill = () => sharp(oriented.data).resize(width, height, { fit: 'cover', position: 'attention' });
  if (Math.abs(ratio / (width / height) - 1) <= CROP_TOLERANCE) return fill();
  const [background, picture] = await Promise.all([
    fill().blur(30).modulate({ brightness: 0.8 }).toBuffer(),
    sharp(oriented.data).resize(width, height, { fit: 'inside' }).toBuffer(),
  ]);
  return sharp(background).composite([{ input: picture, gravity: 'center' }]);
}

/** The share card made from a picture's bytes: JPEG, as good as fits in SHARE_CARD.maxBytes. */
export async function renderShareCard(input: Buffer): Promise<Buffer> {
  const card = await (await layout(input)).flatten({ background: '#ffffff' }).toBuffer();
  let jpeg = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await sharp(card).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= SHARE_CARD.maxBytes) break;
  }
  return jpeg;
}
