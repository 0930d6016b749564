/**
 * The PostgreSQL plans of the desk's list reads, as the desk bench prints them: the very queries the
 * API runs (its own list and count functions), each run again under `EXPLAIN (ANALYZE, BUFFERS)`,
 * cut down to its top plan nodes with their actual time and rows.
 */
import type { Db } from '@koolers/commerce-api/database';
import { countDeskOrders, listDeskOrders, type OrderFilters } from '@koolers/commerce-api/desk-order-list';
import { queryPlans } from '@koolers/commerce-api/query-plans';

/** At most this many plan nodes a query: the top of the plan, where the time goes. */
const NODES = 8;

export type DeskQueryPlan = { query: string; executionMs: number; nodes: string[] };

/** The plans of one request for the desk's list with these filters: its page (with lines and live cursor) and the counts. */
export async function deskListPlans(db: Db, filters: OrderFilters): Promise<DeskQueryPlan[]> {
  const plans = await queryPlans(db, (recording) =>
    Promise.all([listDeskOrders(recording, filters, { limit: 25 }), countDeskOrders(recording, filters)]),
  );
  return plans.map(({ sql, lines }) => ({
    query: whatItReads(sql),
    executionMs: Number(lines.find((line) => line.startsWith('Execution Time'))?.match(/[\d.]+/)?.[0] ?? Number.NaN),
    nodes: lines
      .filter((line, index) => index === 0 || line.includes('->'))
      .slice(0, NODES)
      .map((line) => line.replace(/ {2}\(cost=[^)]*\)/, '').replace(/ {6}/g, '  ')),
  }));
}

/** Which of the desk's reads a query is, from its SQL. */
function whatItReads(text: string): string {
  if (text.includes('"change_events"')) return 'the page, its lines and the live cursor';
  const grouped = text.match(/group by (.*)$/)?.[1] ?? '';
  if (grouped) return `counts per ${grouped.replaceAll('"', '').replaceAll('_', ' ')}`;
  return 'the page of orders';
}

export function printPlans(title: string, plans: DeskQueryPlan[]) {
  console.log(`\n${title}`);
  for (const plan of plans) {
    console.log(`  ${plan.query}: ${plan.executionMs.toFixed(2)} ms`);
    for (const node of plan.nodes) console.log(`    ${node}`);
  }
}
