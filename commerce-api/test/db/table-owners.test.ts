import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * One folder owns a table (issue 31, point 3): `orders/` is the only folder that reads or writes
 * `orders` and `order_lines`; others ask it through functions returning plain objects. `privacy/`
 * also reads and erases them (it sits above every folder), and migrations create them. A lint rule
 * cannot see table names, so this reads the sources: a query builder names a table as a string
 * (`selectFrom('orders')`, `'order_lines as line'`, `ExpressionBuilder<Database, 'orders'>`), raw
 * SQL as a word after FROM, JOIN, UPDATE or INTO.
 */
const SRC = new URL('../../src/', import.meta.url);
const OWNERS = /^(orders|privacy|db\/migrations)\//;
const NAMED_AS_STRING = /(['"`])(orders|order_lines)(\s+as\s+\w+)?\1/;
const NAMED_IN_RAW_SQL = /\b(from|join|update|into)\s+"?(orders|order_lines)\b/i;
/** Comment lines say "from orders" in prose; only code counts. */
const COMMENT = /^\s*(\/\/|\/\*|\*)/;

function offenders(): string[] {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !OWNERS.test(file),
  );
  return files
    .flatMap((file) =>
      readFileSync(new URL(file, SRC), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          !COMMENT.test(line) && (NAMED_AS_STRING.test(line) || NAMED_IN_RAW_SQL.test(line)) ? [`src/${file}:${index + 1}`] : [],
        ),
    )
    .sort();
}

describe('table owners', () => {
  it('reads and writes orders and order_lines only in orders/ (with privacy/ and the migrations)', () => {
    expect(offenders()).toEqual([]);
  });
});
