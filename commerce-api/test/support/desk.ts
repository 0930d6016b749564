import type { StaffRole } from '@koolers/contracts/staff';
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { createInvite } from '../../src/admin/staff/staff-service.ts';
import { SITE_ORIGIN, type TestApp } from './test-app.ts';

export const STAFF_PASSWORD = 'green-coconut-desk-42';

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
export function totpCode(secret: string, stepsAhead = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsAhead * 30_000 });
}

/** A browser at the desk: its own cookie jar, the site's Origin on every state-changing request. */
export function deskAgent(app: TestApp['app']) {
  const agent = request.agent(app);
  return {
    agent,
    get: (path: string) => agent.get(`/api/admin${path}`),
    post: (path: string, body: object = {}) => agent.post(`/api/admin${path}`).set('Origin', SITE_ORIGIN).send(body),
    put: (path: string, body: object = {}) => agent.put(`/api/admin${path}`).set('Origin', SITE_ORIGIN).send(body),
    delete: (path: string) => agent.delete(`/api/admin${path}`).set('Origin', SITE_ORIGIN),
  };
}

export type DeskAgent = ReturnType<typeof deskAgent>;

let staffCount = 0;

/** The invitation link's key, made as the command line (or an owner) makes it. */
export async function inviteToken(shop: TestApp, email: string, role: StaffRole): Promise<string> {
  const { link } = await createInvite(
    { db: shop.deps.db, siteOrigin: SITE_ORIGIN },
    { staffId: null, email: 'test', ip: null },
    { email, role },
  );
  return new URL(link).hash.replace('#invite=', '');
}

/**
 * A staff member through the whole real path: invitation, registration (password), authenticator
 * set-up in the same visit with a code computed here. Returns their signed-in agent, TOTP secret
 * and recovery codes.
 */
export async function signedInStaff(shop: TestApp, role: StaffRole = 'staff') {
  staffCount += 1;
  const email = `${role}${staffCount}-${Date.now()}@koolers.test`;
  const name = `${role === 'owner' ? 'Owner' : 'Staff'} ${staffCount}`;
  const invite = await inviteToken(shop, email, role);
  const desk = deskAgent(shop.app);
  const registered = await desk.post('/register', {
    invite,
    name,
    email,
    password: STAFF_PASSWORD,
  });
  if (registered.status !== 201 || registered.body.next !== 'setup-second-factor') {
    throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  }
  const enrolment = await desk.get('/second-factor/setup');
  const confirmed = await desk.post('/second-factor/setup', { code: totpCode(enrolment.body.secret) });
  if (confirmed.status !== 200) throw new Error(`setup: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  const me = await desk.get('/me');
  const id = me.body.id as number;
  return {
    ...desk,
    email,
    name,
    id,
    secret: enrolment.body.secret as string,
    recoveryCodes: confirmed.body.recoveryCodes as string[],
    /**
     * The code the app shows now, as if its 30 seconds had just begun: the server accepts each code
     * once, and a test asking for several within one step would otherwise wait for the next.
     */
    async freshCode() {
      await shop.deps.db.updateTable('staff').set({ totp_last_step: null }).where('id', '=', id).execute();
      return totpCode(enrolment.body.secret);
    },
  };
}

export type Staff = Awaited<ReturnType<typeof signedInStaff>>;
