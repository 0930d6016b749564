import type { Kysely } from 'kysely';

/** Every session lookup asks whether the customer is a Coco Club member. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('memberships_customer').on('memberships').column('customer_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('memberships_customer').execute();
}
