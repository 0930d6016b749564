import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Media } from '../build/cms-schemas.ts';

const palm: Media = {
  url: '/uploads/palm_0a1b2c3d4e.webp',
  alternativeText: 'Palms at sunset',
  width: 1600,
  height: 900,
  mime: 'image/webp',
  formats: null,
};

/** CmsImage as the build with this environment renders it (its mode is read when it is loaded). */
async function render(environment: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
  const { default: CmsImage } = await import('./CmsImage.astro');
  const container = await AstroContainer.create();
  return container.renderToString(CmsImage, { props: { image: palm, sizes: 'calc(100vw - 2rem)' } });
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('CmsImage', () => {
  it('on the live site: resized copies in AVIF and WebP, lazy', async () => {
    const html = await render({ CMS_DRAFTS_SECRET: '' });
    expect(html).toContain('<source type="image/avif"');
    expect(html).toMatch(/srcset="[^"]*\b\d+w\b/);
    expect(html).toContain('loading="lazy"');
  });

  it('in the draft preview: Strapi’s original, drawn at the slot’s size, with no copies to make', async () => {
    const html = await render({ CMS_DRAFTS_SECRET: 'preview-secret' });
    expect(html).not.toContain('<source');
    expect(html).not.toContain('srcset');
    expect(html).toMatch(/<img [^>]*src="\/uploads\/palm_0a1b2c3d4e\.webp"/);
    expect(html).toMatch(/width="1600"[^>]*height="900"/);
    expect(html).toContain('alt="Palms at sunset"');
  });
});
