import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * One folder owns a table (issue 31, point 3): `orders/` is the only folder that reads or writes
 * `orders` and `order_lines`, `promotions/` the only one for promotion codes and their uses; others
 * ask them through functions returning plain objects. `privacy/` also reads and erases them (it
 * sits above every folder), and migrations create them. A lint rule cannot see table names, so this
 * reads the sources: a query builder names a table as a string (`selectFrom('orders')`,
 * `'order_lines as line'`, `ExpressionBuilder<Database, 'orders'>`), raw SQL as a word after FROM,
 * JOIN, UPDATE or INTO.
 */
const SRC = new URL('../../src/', import.meta.url);
/** Comment lines say "from orders" in prose; only code counts. */
const COMMENT = /^\s*(\/\/|\/\*|\*)/;

function offenders(tables: string, owner: string): string[] {
  const owners = new RegExp(`^(${owner}|privacy|db/migrations)/`);
  const namedAsString = new RegExp(`(['"\`])(${tables})(\\s+as\\s+\\w+)?\\1`);
  const namedInRawSql = new RegExp(`\\b(from|join|update|into)\\s+"?(${tables})\\b`, 'i');
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

  it('reads and writes promotion codes and their uses only in promotions/ (the desk asks it)', () => {
    expect(offenders('promotion_codes|promotion_uses', 'promotions')).toEqual([]);
  });
});
