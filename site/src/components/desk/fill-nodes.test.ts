import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fillNodes } from './fill-nodes.tsx';

const paragraph = (content: ReactNode) => renderToStaticMarkup(createElement('p', null, content));

describe('fillNodes', () => {
  it('puts elements in their placeholders, keeping the sentence around them', () => {
    const number = createElement('strong', null, 'KC-1043');
    expect(paragraph(fillNodes('Order {number} is cancelled, {when}.', { number, when: 'today' }))).toBe(
      '<p>Order <strong>KC-1043</strong> is cancelled, today.</p>',
    );
  });

  it('leaves a template without placeholders as it is', () => {
    expect(paragraph(fillNodes('No orders found.', {}))).toBe('<p>No orders found.</p>');
  });
});
