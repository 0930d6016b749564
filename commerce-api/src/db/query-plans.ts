import { CompiledQuery, type KyselyPlugin, type RootOperationNode } from 'kysely';
import type { Db } from './database.ts';

export type QueryPlan = { sql: string; lines: string[] };

/**
 * PostgreSQL's plans of the queries `run` makes: it runs on a handle that records each query it
 * compiles, and each recorded query is then run again under `EXPLAIN (ANALYZE, BUFFERS)` with the
 * same values. For the desk bench's printout and the tests that keep the desk's reads on an index.
 */
export async function queryPlans(db: Db, run: (recording: Db) => Promise<unknown>): Promise<QueryPlan[]> {
  const seen: RootOperationNode[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: ({ node }) => {
      seen.push(node);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  await run(db.withPlugin(recorder));
  const plans: QueryPlan[] = [];
  for (const node of seen) {
    const compiled = db.getExecutor().compileQuery(node, { queryId: 'query-plan' });
    const explained = await db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain (analyze, buffers) ${compiled.sql}`, [...compiled.parameters]),
    );
    plans.push({ sql: compiled.sql, lines: explained.rows.map((row) => row['QUERY PLAN']) });
  }
  return plans;
}
