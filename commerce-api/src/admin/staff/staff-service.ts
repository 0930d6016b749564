import type { StaffRole } from '@koolers/contracts/staff';
import { type Actor, recordAudit } from '../../audit/audit-log.ts';
import type { SecretBox } from '../../auth/totp-secret-box.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../email/mailer.ts';
import { staffInviteEmail, staffSignInResetEmail } from '../../email/templates.ts';
import { appError } from '../../http/app-error.ts';
import type { RateLimiter } from '../../limits/rate-limiter.ts';
import { insertLink, listOpenInvites, newLinkToken, revokeLink, revokeOpenResets } from './invite-repository.ts';
import { clearSecondFactor } from './second-factor-repository.ts';
import {
  disableUnlessLastOwner,
  enableStaff,
  findStaffByEmail,
  findStaffById,
  listStaff,
  lockActiveOwners,
  NO_PASSWORD,
  type StaffMember,
  setPasswordHash,
} from './staff-repository.ts';
import { revokeAllStaffSessions } from './staff-sessions.ts';
import { createStepUp } from './step-up.ts';

/** An invitation or sign-in reset link works once, for 48 hours. */
export const LINK_LIFETIME_MS = 48 * 60 * 60 * 1000;

/** Where a one-time link leads: the key stays in the fragment, which no server, log or Referer sees. */
export function setupLink(siteOrigin: string, token: string): string {
  return `${siteOrigin}/admin-register#invite=${token}`;
}

/**
 * Creates an invitation for `email` with `role` and returns its link. Used by owners at the desk
 * and by `npm run admin:create` for the first owner (actor without a staff id).
 */
export async function createInvite(
  deps: { db: Db; siteOrigin: string },
  actor: Actor,
  input: { email: string; role: StaffRole },
  now = new Date(),
) {
  if (await findStaffByEmail(deps.db, input.email)) {
    throw appError('staff_exists', 409, { email: input.email });
  }
  const token = newLinkToken();
  const invite = await deps.db.transaction().execute(async (trx) => {
    const created = await insertLink(trx, { token, ...input, invitedBy: actor.staffId, now, lifetimeMs: LINK_LIFETIME_MS });
    await recordAudit(trx, actor, {
      action: 'staff.invited',
      targetType: 'invite',
      targetId: String(created.id),
      after: { email: input.email, role: input.role, expiresAt: created.expiresAt },
    });
    return created;
  });
  return { invite, link: setupLink(deps.siteOrigin, token) };
}

/**
 * Resets an account's sign-in: its password and authenticator app stop working, every session
 * ends, and a one-time link (the only way back in) is made. For a lost phone, a forgotten or a
 * leaked password. Used by owners at the desk and by `npm run admin:create` for an existing owner.
 */
export async function createSignInReset(deps: { db: Db; siteOrigin: string }, actor: Actor, staff: StaffMember, now = new Date()) {
  const token = newLinkToken();
  const reset = await deps.db.transaction().execute(async (trx) => {
    await revokeOpenResets(trx, staff.id, now);
    await setPasswordHash(trx, staff.id, NO_PASSWORD);
    await clearSecondFactor(trx, staff.id);
    const created = await insertLink(trx, {
      token,
      email: staff.email,
      role: staff.role,
      staffId: staff.id,
      invitedBy: actor.staffId,
      now,
      lifetimeMs: LINK_LIFETIME_MS,
    });
    await recordAudit(trx, actor, {
      action: 'staff.sign-in-reset',
      targetType: 'staff',
      targetId: String(staff.id),
      before: { email: staff.email, hasSecondFactor: staff.hasSecondFactor },
      after: { hasSecondFactor: false, linkId: created.id, expiresAt: created.expiresAt },
    });
    return created;
  });
  await revokeAllStaffSessions(deps.db, staff.id);
  return { reset, link: setupLink(deps.siteOrigin, token) };
}

/**
 * What owners do with the team: invite, see who is on it, send a new sign-in link, turn an
 * account off. Inviting and resetting mint access to the desk, so each asks for a fresh code from
 * the owner's own app (a stolen session alone cannot do either).
 */
export function createStaffService(deps: {
  db: Db;
  box: SecretBox;
  limiter: RateLimiter;
  config: Pick<Config, 'siteOrigin'>;
  mailer: Mailer;
  logger: { error: (o: object, m: string) => void };
}) {
  const { db } = deps;
  const confirmOwnCode = createStepUp(db, deps.box, deps.limiter);

  async function staffMember(id: number) {
    const staff = await findStaffById(db, id);
    if (!staff) throw appError('not_found.staff', 404);
    return staff;
  }

  return {
    async overview() {
      const [staff, invites] = await Promise.all([listStaff(db), listOpenInvites(db, new Date())]);
      return { staff, invites };
    },

    /** The link is emailed to the invitee and shown to the owner (to send another way if mail is slow). */
    async invite(actor: Actor, input: { email: string; role: StaffRole; code: string }) {
      await confirmOwnCode({ id: actor.staffId as number, email: actor.email }, input.code);
      const { invite, link } = await createInvite({ db, siteOrigin: deps.config.siteOrigin }, actor, input);
      await deps.mailer
        .send({ to: input.email, ...staffInviteEmail({ link, role: input.role, invitedBy: actor.email, expiresAt: invite.expiresAt }) })
        .catch((error) => deps.logger.error({ err: error, inviteId: invite.id }, 'invite created but its email failed'));
      return { invite, link };
    },

    async revokeInvite(actor: Actor, id: number) {
      const invite = await revokeLink(db, id, new Date());
      if (!invite) throw appError('not_found.invitation', 404);
      await recordAudit(db, actor, {
        action: 'staff.invite-revoked',
        targetType: 'invite',
        targetId: String(id),
        before: { email: invite.email },
      });
    },

    /** A new sign-in link for someone else on the team, emailed to them and shown to the owner. */
    async resetSignIn(actor: Actor, id: number, code: string) {
      if (id === actor.staffId) {
        throw appError('self.password', 409);
      }
      const staff = await staffMember(id);
      await confirmOwnCode({ id: actor.staffId as number, email: actor.email }, code);
      const { reset, link } = await createSignInReset({ db, siteOrigin: deps.config.siteOrigin }, actor, staff);
      await deps.mailer
        .send({ to: staff.email, ...staffSignInResetEmail({ link, name: staff.name, resetBy: actor.email, expiresAt: reset.expiresAt }) })
        .catch((error) => deps.logger.error({ err: error, staffId: staff.id }, 'sign-in reset made but its email failed'));
      return {
        link,
        message: `Sign-in reset: ${staff.name} can no longer sign in with the old password or app. The link emailed to them works once, for 48 hours.`,
      };
    },

    /** Turns an account off or on again; the last active owner cannot be turned off, even by two owners at once. */
    async setDisabled(actor: Actor, id: number, disabled: boolean) {
      const staff = await staffMember(id);
      if (disabled && id === actor.staffId) throw appError('self.turn_off', 409);
      const at = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        if (disabled) {
          if (staff.disabledAt) return;
          await lockActiveOwners(trx);
          if (!(await disableUnlessLastOwner(trx, id, at))) throw appError('last_owner', 409);
        } else await enableStaff(trx, id);
        await recordAudit(trx, actor, {
          action: disabled ? 'staff.disabled' : 'staff.enabled',
          targetType: 'staff',
          targetId: String(id),
          before: { disabledAt: staff.disabledAt },
          after: { disabledAt: disabled ? at : null },
        });
      });
      if (disabled) await revokeAllStaffSessions(db, id);
    },
  };
}
