import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { type DeskColumn, DeskTable } from './DeskTable.tsx';

type Code = { id: number; code: string; revenue: string };
const codes: Code[] = [
  { id: 1, code: 'DIWALI10', revenue: '₹1,200.00' },
  { id: 2, code: 'WELCOME', revenue: '₹0.00' },
];
const columns: (DeskColumn<Code> | false)[] = [
  { header: 'Code', rowHeader: true, cell: (row) => row.code },
  { header: 'Revenue', className: 'number', cellClassName: 'desk-card__total', cell: (row) => row.revenue },
];
const render = (props: Partial<Parameters<typeof DeskTable<Code>>[0]>) =>
  renderToStaticMarkup(createElement(DeskTable<Code>, { rows: codes, rowKey: (row) => row.id, columns, ...props }));

describe('the desk table', () => {
  test('is the markup desk.css styles: a scrolling wrapper, a header row, amounts right-aligned, a row named by its first cell', () => {
    expect(render({})).toBe(
      '<div class="desk-table-wrap"><table class="desk-table"><thead><tr><th scope="col">Code</th><th scope="col" class="number">Revenue</th></tr></thead>' +
        '<tbody><tr><th scope="row">DIWALI10</th><td class="number desk-card__total">₹1,200.00</td></tr>' +
        '<tr><th scope="row">WELCOME</th><td class="number desk-card__total">₹0.00</td></tr></tbody></table></div>',
    );
  });

  test('with no rows shows what the screen says instead, and no empty table', () => {
    expect(render({ rows: [], empty: createElement('p', null, 'No promotion codes yet.') })).toBe('<p>No promotion codes yet.</p>');
    expect(render({ rows: [] })).toBe('');
  });

  test('names itself to screen readers with a hidden caption, or shows its caption', () => {
    expect(render({ caption: 'Orders, all statuses', captionHidden: true })).toContain(
      '<caption class="visually-hidden">Orders, all statuses</caption>',
    );
    expect(render({ caption: createElement('h2', null, 'Koolers') })).toContain('<caption><h2>Koolers</h2></caption>');
  });

  test('leaves out a column only some staff see, marks rows by their own class, and prints unwrapped', () => {
    const html = render({
      columns: [...columns, false],
      className: 'desk-table--cards',
      rowClassName: (row) => (row.id === 2 ? 'desk-row is-new' : 'desk-row'),
      wrapped: false,
    });
    expect(html.startsWith('<table class="desk-table desk-table--cards">')).toBe(true);
    expect(html.match(/<th scope="col"/g)).toHaveLength(2);
    expect(html).toContain('<tr class="desk-row is-new"><th scope="row">WELCOME</th>');
  });
});
