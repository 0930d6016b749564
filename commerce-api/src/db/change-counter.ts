import type { Db } from './database.ts';
import { preparedQuery } from './prepared-query.ts';

/**
 * A number in the database bumped on every change of something each API process caches, so a
 * change announced to one process (a webhook reaches one replica) is seen by all of them.
 */
export type ChangeCounter = {
  read(): Promise<number>;
  bump(): Promise<void>;
};

export function createChangeCounter(db: Db, name: string): ChangeCounter {
  return {
    async read() {
      const { rows } = await readQuery(db, name);
      return Number(rows[0]?.value ?? 0);
    },
    async bump() {
      await db
        .insertInto('change_counters')
        .values({ name, value: 1 })
        .onConflict((conflict) => conflict.column('name').doUpdateSet((eb) => ({ value: eb('change_counters.value', '+', 1) })))
        .execute();
    },
  };
}

const readQuery = preparedQuery((db, name: string) => db.selectFrom('change_counters').select('value').where('name', '=', name));
