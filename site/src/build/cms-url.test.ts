import { describe, expect, it } from 'vitest';
import { mediaVersionedPath } from './cms-url.ts';

describe('a media file’s versioned path', () => {
  it('carries the file’s date, so a picture replaced under the same URL gets a new address', () => {
    const before = mediaVersionedPath({ url: '/uploads/palm_0a1b2c3d4e.webp', updatedAt: '2026-11-29T10:00:00.000Z' });
    const after = mediaVersionedPath({ url: '/uploads/palm_0a1b2c3d4e.webp', updatedAt: '2026-11-30T08:15:00.000Z' });
    expect(before).toMatch(/^\/uploads\/palm_0a1b2c3d4e\.webp\?v=[0-9a-z]+$/);
    expect(after).not.toBe(before);
  });

  it('keeps the URL as it is when Strapi gave no date', () => {
    expect(mediaVersionedPath({ url: '/uploads/palm_0a1b2c3d4e.webp' })).toBe('/uploads/palm_0a1b2c3d4e.webp');
    expect(mediaVersionedPath({ url: '/uploads/palm.webp', updatedAt: 'not a date' })).toBe('/uploads/palm.webp');
  });
});
