import type { Generated } from 'kysely';

/** Row types of the commerce database; one interface per table, columns as stored. */
export interface Database {
  customers: CustomersTable;
}

export interface CustomersTable {
  id: Generated<number>;
  /** Lower-cased and trimmed: one account per address, whatever the case. */
  email: string;
  name: string;
  phone: string;
  password_hash: string;
  created_at: string;
}
