import { CompiledQuery, type KyselyPlugin, type QueryId, type RootOperationNode } from 'kysely';
import type { Db } from './database.ts';

export type QueryPlan = { sql: string; lines: string[] };

/**
 * PostgreSQL's plans of the queries `run` makes: it runs on a handle that records each query it
 * compiles, and each recorded query is then run again under `EXPLAIN (ANALYZE, BUFFERS)` with the
 * same values. For the desk bench's printout and the tests that keep the desk's reads on an index.
 */
export async function queryPlans(db: Db, run: (recording: Db) => Promise<unknown>): Promise<QueryPlan[]> {
  // Subqueries pass through transformQuery too: a query counts once its result comes back.
  const built = new Map<QueryId, RootOperationNode>();
  const executed: RootOperationNode[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      built.set(queryId, node);
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      const node = built.get(queryId);
      if (node) executed.push(node);
      return result;
    },
  };
  await run(db.withPlugin(recorder));
  const plans: QueryPlan[] = [];
  for (const node of executed) {
    const compiled = db.getExecutor().compileQuery(node, { queryId: 'query-plan' });
    const explained = await db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain (analyze, buffers) ${compiled.sql}`, [...compiled.parameters]),
    );
    plans.push({ sql: compiled.sql, lines: explained.rows.map((row) => row['QUERY PLAN']) });
  }
  return plans;
}
