/**
 * Meta descriptions come from the page's own content, so they stay true when editors change it.
 * Search engines show about 155 characters: longer text is cut at a word and ends with "…".
 */
import type { Block, Inline } from '../../build/cms-schemas.ts';

export function metaDescription(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:.–-]+$/, '');
  return `${atWord || cut}…`;
}

function plainText(nodes: Inline[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.text : plainText(node.children))).join('');
}

/** The text of the first paragraph of Strapi rich text ("" when there is none). */
export function firstParagraph(blocks: Block[]): string {
  const paragraph = blocks.find((block) => block.type === 'paragraph');
  return paragraph && paragraph.type === 'paragraph' ? plainText(paragraph.children) : '';
}
