import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { appError } from '../http/app-error.ts';

/** The largest upload taken: a phone's photo, before it is made small. */
export const PHOTO_UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
/** The longest side of a stored photo: sharp on a phone's screen, small on the page. */
const LONGEST_SIDE = 1200;

/** What the bytes are, by their first bytes (never the file's name or the type the browser claims). */
export function pictureKind(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
  const at = (offset: number, ...values: number[]) => values.every((value, index) => bytes[offset + index] === value);
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  // RIFF....WEBP
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return null;
}

/**
 * A review's photo as it is stored and served: checked by content, turned upright (EXIF orientation),
 * resized to fit LONGEST_SIDE, and re-encoded as WebP. sharp writes no metadata unless asked, so the
 * location, the camera and the rest of EXIF, XMP and ICC stay behind. Named by its content's hash, so
 * its URL is versioned and served as immutable, as the media library's versioned pictures are.
 */
export async function preparedPhoto(upload: Uint8Array): Promise<{ name: string; bytes: Buffer }> {
  if (upload.byteLength > PHOTO_UPLOAD_MAX_BYTES) throw appError('photo_too_large', 413, undefined, { field: 'photo' });
  if (!pictureKind(upload)) throw appError('not_a_picture', 415, undefined, { field: 'photo' });
  let bytes: Buffer;
  try {
    bytes = await sharp(upload, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    // Right first bytes, broken rest.
    throw appError('not_a_picture', 415, undefined, { field: 'photo' });
  }
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.webp`;
  return { name, bytes };
}
