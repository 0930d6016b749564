/**
 * `npm run admin:create -- --email owner@example.in`: an invitation for a new owner of the order
 * desk, printed as a one-time setup link (valid 48 hours). No password goes through the command
 * line or the shell history: the owner chooses it on the setup page, then sets up the second factor.
 * For an email that already has an account (an owner who lost their phone, with no other owner to
 * reset it), the link is a sign-in reset of that account instead.
 *
 * Reads the API's database settings (DATABASE_URL, or SQLITE_PATH relative to commerce-api/) and
 * SITE_ORIGIN from the environment, commerce-api/.env or the repository's .env.
 */
import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { normaliseEmail } from '@koolers/contracts/form-fields';
import { z } from 'zod';
import { createDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { AppError } from '../../http/app-error.ts';
import { countActiveOwners, findStaffByEmail } from './staff-repository.ts';
import { createInvite, createSignInReset } from './staff-service.ts';

const apiDir = fileURLToPath(new URL('../../..', import.meta.url));
for (const file of [join(apiDir, '.env'), join(apiDir, '..', '.env')]) if (existsSync(file)) process.loadEnvFile(file);

const usage = 'usage: npm run admin:create -- --email owner@example.in';
let email: string;
try {
  const { values } = parseArgs({ options: { email: { type: 'string' } }, strict: true });
  email = z.email().parse(normaliseEmail(values.email ?? ''));
} catch {
  console.error(`Please give the new owner's email address.\n${usage}`);
  process.exit(2);
}

const env = z
  .object({
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    SQLITE_PATH: z.string().min(1).default('data/commerce.db'),
    SITE_ORIGIN: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4321'),
  })
  .parse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value)));

const sqlitePath = isAbsolute(env.SQLITE_PATH) ? env.SQLITE_PATH : join(apiDir, env.SQLITE_PATH);
const db = createDatabase(env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'sqlite', path: sqlitePath });
try {
  await migrateToLatest(db);
  const owners = await countActiveOwners(db);
  const siteOrigin = new URL(env.SITE_ORIGIN).origin;
  const actor = { staffId: null, email: 'command line', ip: null };
  const existing = await findStaffByEmail(db, email);
  if (existing?.disabledAt) {
    console.error(`${email} has a desk account that is turned off: an owner turns it on again from Team first.`);
    process.exitCode = 1;
  } else if (existing) {
    const { link, reset } = await createSignInReset({ db, siteOrigin }, actor, existing);
    console.log(`${email} already has a desk account (${existing.role}).`);
    console.log(`Its sign-in is reset: the old password and authenticator app no longer work. Valid once until ${reset.expiresAt}.`);
    console.log('Open this link to choose a new password and set up the authenticator app again:');
    console.log(`\n  ${link}\n`);
  } else {
    const { link, invite } = await createInvite({ db, siteOrigin }, actor, { email, role: 'owner' });
    if (owners > 0) console.log(`Note: the desk has ${owners} owner${owners === 1 ? '' : 's'} already; this adds one more.`);
    console.log(`Owner invitation for ${email}, valid once until ${invite.expiresAt}.`);
    console.log('Open this link to choose a password and set up the authenticator app:');
    console.log(`\n  ${link}\n`);
  }
} catch (error) {
  console.error(error instanceof AppError ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
