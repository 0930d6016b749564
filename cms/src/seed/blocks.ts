/**
 * Writes Strapi "blocks" (rich text) from short markdown-like lines, so the seed content stays
 * readable. One string per block:
 *   '## Heading' / '### Heading'    heading (level 2 / 3)
 *   '- item' (consecutive lines)    unordered list;  '1. item' ordered list
 *   '> text'                        quote
 *   anything else                   paragraph
 * Inline: **bold**, *italic*, [label](https://url or /route).
 */

// Type aliases, not interfaces: the seed's SeedValue needs their implicit index signatures.
export type TextNode = {
  type: 'text';
  text: string;
  bold?: true;
  italic?: true;
};
export type LinkNode = {
  type: 'link';
  url: string;
  children: TextNode[];
};
export type InlineNode = TextNode | LinkNode;

export type Block =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'heading'; level: 2 | 3; children: InlineNode[] }
  | { type: 'quote'; children: InlineNode[] }
  | { type: 'list'; format: 'ordered' | 'unordered'; children: { type: 'list-item'; children: InlineNode[] }[] };

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)/g;

export function inline(source: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    if (match.index > last) nodes.push({ type: 'text', text: source.slice(last, match.index) });
    const [, bold, italic, label, url] = match;
    if (bold !== undefined) nodes.push({ type: 'text', text: bold, bold: true });
    else if (italic !== undefined) nodes.push({ type: 'text', text: italic, italic: true });
    else nodes.push({ type: 'link', url, children: [{ type: 'text', text: label }] });
    last = match.index + match[0].length;
  }
  if (last < source.length || nodes.length === 0) nodes.push({ type: 'text', text: source.slice(last) });
  return nodes;
}

export function blocks(...lines: string[]): Block[] {
  const result: Block[] = [];
  for (const line of lines) {
    const heading = /^(#{2,3}) (.+)$/.exec(line);
    const item = /^(-|\d+\.) (.+)$/.exec(line);
    if (heading) {
      result.push({ type: 'heading', level: heading[1].length === 2 ? 2 : 3, children: inline(heading[2]) });
    } else if (item) {
      const format = item[1] === '-' ? 'unordered' : 'ordered';
      const previous = result.at(-1);
      const listItem = { type: 'list-item' as const, children: inline(item[2]) };
      if (previous?.type === 'list' && previous.format === format) previous.children.push(listItem);
      else result.push({ type: 'list', format, children: [listItem] });
    } else if (line.startsWith('> ')) {
      result.push({ type: 'quote', children: inline(line.slice(2)) });
    } else {
      result.push({ type: 'paragraph', children: inline(line) });
    }
  }
  return result;
}

/** The plain text of inline nodes (for PDFs, excerpts and tests). */
export const plainText = (nodes: readonly InlineNode[]): string =>
  nodes.map((node) => (node.type === 'text' ? node.text : plainText(node.children))).join('');
