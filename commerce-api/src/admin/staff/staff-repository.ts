import type { StaffMember, StaffRole } from '@koolers/contracts/staff';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export type { StaffMember };

export type StaffCredentials = StaffMember & { passwordHash: string };

/** What a password hash is set to when an owner resets someone's sign-in: no password matches it. */
export const NO_PASSWORD = '!reset';

export async function findStaffByEmail(db: Executor, email: string): Promise<StaffCredentials | undefined> {
  const row = await db.selectFrom('staff').selectAll().where('email', '=', email).executeTakeFirst();
  return row && credentials(row);
}

export async function findStaffById(db: Executor, id: number): Promise<StaffCredentials | undefined> {
  const row = await db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
  return row && credentials(row);
}

export async function listStaff(db: Executor): Promise<StaffMember[]> {
  const rows = await db.selectFrom('staff').selectAll().orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => member(row));
}

export async function countActiveOwners(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<string | number>().as('owners'))
    .where('role', '=', 'owner')
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.owners ?? 0);
}

/** Inserts a staff member; undefined when the email already has an account. */
export async function insertStaff(
  db: Executor,
  staff: { email: string; name: string; role: StaffRole; passwordHash: string; now: string },
): Promise<number | undefined> {
  const row = await db
    .insertInto('staff')
    .values({
      email: staff.email,
      name: staff.name,
      role: staff.role,
      password_hash: staff.passwordHash,
      totp_secret: null,
      totp_pending_secret: null,
      totp_last_step: null,
      created_at: staff.now,
      updated_at: staff.now,
      disabled_at: null,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

export async function setPasswordHash(db: Executor, staffId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('staff')
    .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
    .where('id', '=', staffId)
    .execute();
}

/**
 * Locks the rows of the active owners until the transaction ends (a write that changes nothing:
 * a row lock on PostgreSQL, the database's write lock on SQLite). Of two owners turning each other
 * off at once, the second waits here, then sees the first one's change.
 */
export async function lockActiveOwners(db: Executor): Promise<void> {
  await db
    .updateTable('staff')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('role', '=', 'owner')
    .where('disabled_at', 'is', null)
    .execute();
}

/**
 * Turns an account off in one statement that also checks another active owner is left; call it
 * after lockActiveOwners in the same transaction. False when it would have left no active owner.
 */
export async function disableUnlessLastOwner(db: Executor, staffId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ disabled_at: at, updated_at: at })
    .where('id', '=', staffId)
    .where('disabled_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('role', '!=', 'owner'),
        eb.exists(
          eb
            .selectFrom('staff as other')
            .select('other.id')
            .where('other.role', '=', 'owner')
            .where('other.disabled_at', 'is', null)
            .where('other.id', '!=', staffId),
        ),
      ]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function enableStaff(db: Executor, staffId: number): Promise<void> {
  await db.updateTable('staff').set({ disabled_at: null, updated_at: new Date().toISOString() }).where('id', '=', staffId).execute();
}

type StaffRow = {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  totp_secret: string | null;
  created_at: string;
  disabled_at: string | null;
};

function member(row: StaffRow): StaffMember {
  return {
    id: Number(row.id),
    name: row.name,
    email: row.email,
    role: row.role,
    hasSecondFactor: row.totp_secret !== null,
    createdAt: row.created_at,
    disabledAt: row.disabled_at,
  };
}

function credentials(row: StaffRow & { password_hash: string }): StaffCredentials {
  return { ...member(row), passwordHash: row.password_hash };
}
