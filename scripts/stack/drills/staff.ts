/**
 * Staff sign in to the order desk through the web front: the first owner is created by the command
 * a deployment runs (`npm run admin:create` in a commerce API container), registers with the link it
 * prints, sets up the authenticator app in the same visit (TOTP, computed here with otpauth), and is signed in.
 * On a stack that already has the drill's owner (deploy/.stack-drill.json), it signs in again.
 */
import { Secret, TOTP } from 'otpauth';
import { containerOf, type Engine, execAsync } from '../engine.ts';
import { type DrillAccounts, saveDrillAccounts } from './drill-accounts.ts';
import type { ShopClient } from './http-client.ts';

const code = (secret: string, email: string, timestamp = Date.now()) =>
  new TOTP({ issuer: 'Koolers', label: email, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp,
  });

/** Signs the drill's owner in to the desk; returns how long the sign-in took and what the desk said. */
export async function staffSignIn(engine: Engine, client: ShopClient, accounts: DrillAccounts): Promise<{ ms: number; who: string }> {
  const started = Date.now();
  // A saved owner the desk does not know: the stack was wiped since (stack:down --wipe).
  const saved = accounts.owner;
  if (saved && (await client.post('/api/admin/login', { email: saved.email, password: saved.password })).status === 401)
    delete accounts.owner;
  if (!accounts.owner) {
    const email = `owner-${Date.now()}@stack-drill.koolers.in`;
    const created = await execAsync(engine, containerOf(engine, 'commerce-api'), [
      'npm',
      '--prefix',
      '/shop',
      'run',
      '--silent',
      'admin:create',
      '--',
      '--email',
      email,
    ]);
    const invite = /#invite=([A-Za-z0-9_-]{43})/.exec(created.stdout)?.[1];
    if (!invite) throw new Error(`admin:create printed no invitation link: ${created.stdout}${created.stderr}`);
    const password = `drill-${crypto.randomUUID()}`;
    const registered = await client.post('/api/admin/register', { invite, name: 'Drill Owner', email, password });
    // Registering opens the set-up session in which the authenticator app is set up: a password alone never does.
    if (registered.status !== 201 || registered.json<{ next: string }>().next !== 'setup-second-factor')
      throw new Error(`registering the owner: ${registered.status} ${registered.text}`);
    const setup = await client.get('/api/admin/second-factor/setup');
    const { secret } = setup.json<{ secret: string }>();
    const confirmed = await client.post('/api/admin/second-factor/setup', { code: code(secret, email) });
    if (confirmed.status !== 200) throw new Error(`setting up the authenticator: ${confirmed.status} ${confirmed.text}`);
    accounts.owner = { email, password, totpSecret: secret };
    saveDrillAccounts(accounts);
  } else {
    const { email, password, totpSecret } = accounts.owner;
    const login = await client.post('/api/admin/login', { email, password });
    if (login.status !== 200) throw new Error(`owner sign-in: ${login.status} ${login.text}`);
    // A code is accepted once: if this step's code was used (a run moments ago), the next step's is.
    let verified = await client.post('/api/admin/second-factor', { code: code(totpSecret, email) });
    if (verified.status !== 200) {
      await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
      verified = await client.post('/api/admin/second-factor', { code: code(totpSecret, email) });
    }
    if (verified.status !== 200) throw new Error(`owner second factor: ${verified.status} ${verified.text}`);
  }
  const me = await client.get('/api/admin/me');
  if (me.status !== 200) throw new Error(`the desk does not know the owner: ${me.status} ${me.text}`);
  const orders = await client.get('/api/admin/orders');
  if (orders.status !== 200) throw new Error(`the desk's order list: ${orders.status} ${orders.text.slice(0, 200)}`);
  const staff = me.json<{ email: string; role: string }>();
  return { ms: Date.now() - started, who: `${staff.email} (${staff.role})` };
}
