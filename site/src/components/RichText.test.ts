import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import type { Block } from '../build/cms-schemas.ts';
import RichText from './RichText.astro';

const paragraphWithLink = (url: string): Block[] =>
  [
    {
      type: 'paragraph',
      children: [
        { type: 'text', text: 'Read ' },
        { type: 'link', url, children: [{ type: 'text', text: 'this' }] },
      ],
    },
  ] as Block[];

async function render(url: string) {
  const container = await AstroContainer.create();
  return container.renderToString(RichText, { props: { blocks: paragraphWithLink(url) } });
}

describe('RichText links', () => {
  it('renders an https, mailto, tel or relative link as a link', async () => {
    expect(await render('https://koolers.in/faq')).toContain('<a href="https://koolers.in/faq" rel="noopener">this</a>');
    expect(await render('mailto:hello@koolers.in')).toContain('<a href="mailto:hello@koolers.in">this</a>');
    expect(await render('/contact')).toContain('<a href="/contact">this</a>');
  });

  it.each(['javascript:alert(document.cookie)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x'])(
    'renders %j as its text only, no link',
    async (url) => {
      const html = await render(url);
      expect(html).toContain('Read this');
      expect(html).not.toContain('<a');
      expect(html.toLowerCase()).not.toContain('script:');
    },
  );
});
