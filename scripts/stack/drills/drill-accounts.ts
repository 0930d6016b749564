/**
 * The accounts the drills made on this stack (Strapi's first admin, the desk's owner), kept with their
 * secrets in deploy/.stack-drill.json (not committed, mode 600) so a later run signs in with them.
 * A restored backup keeps them; `stack:down --wipe` makes them stale, and the next run starts over.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deployDir } from '../engine.ts';

export type DrillAccounts = {
  editor?: { email: string; password: string };
  owner?: { email: string; password: string; totpSecret: string };
};

const file = join(deployDir, '.stack-drill.json');

export function loadDrillAccounts(): DrillAccounts {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DrillAccounts) : {};
}

export function saveDrillAccounts(accounts: DrillAccounts): void {
  writeFileSync(file, `${JSON.stringify(accounts, null, 2)}\n`, { mode: 0o600 });
}
