import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * One folder owns a table (issue 31, point 3): `orders/` is the only folder that reads or writes
 * `orders` and `order_lines`; others ask it through functions returning plain objects.
 * `promotions/` is the only one that writes promotion codes and their uses (an order's history and
 * the desk's code report join the uses with `orders` in `orders/`, reading). `privacy/` also reads and erases them (it
 * sits above every folder), and migrations create them. A lint rule cannot see table names, so this
 * reads the sources: a query builder names a table as a string (`selectFrom('orders')`,
 * `'order_lines as line'`, `ExpressionBuilder<Database, 'orders'>`), raw SQL as a word after FROM,
 * JOIN, UPDATE or INTO.
 */
const SRC = new URL('../../src/', import.meta.url);
/** Comment lines say "from orders" in prose; only code counts. */
const COMMENT = /^\s*(\/\/|\/\*|\*)/;

function offenders(tables: string, owner: string, { writesOnly = false } = {}): string[] {
  const owners = new RegExp(`^(${owner}|privacy|db/migrations)/`);
  const table = `(['"\`])(${tables})(\\s+as\\s+\\w+)?\\1`;
  const namedAsString = new RegExp(writesOnly ? `(?:insertInto|updateTable|deleteFrom|replaceInto)\\(\\s*${table}` : table);
  const namedInRawSql = new RegExp(`\\b(${writesOnly ? 'delete\\s+from' : 'from|join'}|update|into)\\s+"?(${tables})\\b`, 'i');
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !owners.test(file),
  );
  return files
    .flatMap((file) =>
      readFileSync(new URL(file, SRC), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          !COMMENT.test(line) && (namedAsString.test(line) || namedInRawSql.test(line)) ? [`src/${file}:${index + 1}`] : [],
        ),
    )
    .sort();
}

describe('table owners', () => {
  it('reads and writes orders and order_lines only in orders/ (with privacy/ and the migrations)', () => {
    expect(offenders('orders|order_lines', 'orders')).toEqual([]);
  });

  it('writes promotion codes and their uses only in promotions/ (the desk and checkout ask it)', () => {
    expect(offenders('promotion_codes|promotion_code_uses', 'promotions', { writesOnly: true })).toEqual([]);
  });

  it('sees a write where there is one: orders/ writes orders, and promotions/ writes its codes', () => {
    expect(offenders('orders|order_lines', 'promotions', { writesOnly: true }).some((line) => line.startsWith('src/orders/'))).toBe(true);
    expect(
      offenders('promotion_codes|promotion_code_uses', 'orders', { writesOnly: true }).some((line) => line.startsWith('src/promotions/')),
    ).toBe(true);
  });
});
