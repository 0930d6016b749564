import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { StaffRole } from '../../db/schema.ts';
import type { Mailer } from '../../email/mailer.ts';
import { staffInviteEmail } from '../../email/templates.ts';
import { AppError } from '../../http/app-error.ts';
import { type Actor, recordAudit } from '../audit/audit-log.ts';
import {
  clearSecondFactor,
  countActiveOwners,
  findStaffByEmail,
  findStaffById,
  insertInvite,
  listOpenInvites,
  listStaff,
  newInviteToken,
  revokeInvite,
  setStaffDisabled,
} from './staff-repository.ts';
import { revokeAllStaffSessions } from './staff-sessions.ts';

/** An invitation link works once, for 48 hours. */
export const INVITE_LIFETIME_MS = 48 * 60 * 60 * 1000;

/** Where an invitation leads: the key stays in the fragment, which no server, log or Referer sees. */
export function inviteLink(siteOrigin: string, token: string): string {
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
    throw new AppError('staff_exists', `${input.email} already has a desk account.`, 409);
  }
  const token = newInviteToken();
  const invite = await deps.db.transaction().execute(async (trx) => {
    const created = await insertInvite(trx, { token, ...input, invitedBy: actor.staffId, now, lifetimeMs: INVITE_LIFETIME_MS });
    await recordAudit(trx, actor, {
      action: 'staff.invited',
      targetType: 'invite',
      targetId: String(created.id),
      after: { email: input.email, role: input.role, expiresAt: created.expiresAt },
    });
    return created;
  });
  return { invite, link: inviteLink(deps.siteOrigin, token) };
}

/** What owners do with the team: invite, see who is on it, reset a lost phone, turn an account off. */
export function createStaffService(deps: {
  db: Db;
  config: Pick<Config, 'siteOrigin'>;
  mailer: Mailer;
  logger: { error: (o: object, m: string) => void };
}) {
  const { db } = deps;

  async function staffMember(id: number) {
    const staff = await findStaffById(db, id);
    if (!staff) throw new AppError('not_found', 'No such staff member.', 404);
    return staff;
  }

  return {
    async overview() {
      const [staff, invites] = await Promise.all([listStaff(db), listOpenInvites(db, new Date())]);
      return { staff, invites };
    },

    /** The link is emailed to the invitee and shown to the owner (to send another way if mail is slow). */
    async invite(actor: Actor, input: { email: string; role: StaffRole }) {
      const { invite, link } = await createInvite({ db, siteOrigin: deps.config.siteOrigin }, actor, input);
      await deps.mailer
        .send({ to: input.email, ...staffInviteEmail({ link, role: input.role, invitedBy: actor.email, expiresAt: invite.expiresAt }) })
        .catch((error) => deps.logger.error({ err: error, inviteId: invite.id }, 'invite created but its email failed'));
      return { invite, link };
    },

    async revokeInvite(actor: Actor, id: number) {
      const invite = await revokeInvite(db, id, new Date());
      if (!invite) throw new AppError('not_found', 'This invitation is already used, revoked or gone.', 404);
      await recordAudit(db, actor, {
        action: 'staff.invite-revoked',
        targetType: 'invite',
        targetId: String(id),
        before: { email: invite.email },
      });
    },

    /** A lost phone: the second factor and recovery codes are forgotten, and every session ends. */
    async resetSecondFactor(actor: Actor, id: number) {
      const staff = await staffMember(id);
      await db.transaction().execute(async (trx) => {
        await clearSecondFactor(trx, id);
        await recordAudit(trx, actor, {
          action: 'staff.second-factor-reset',
          targetType: 'staff',
          targetId: String(id),
          before: { email: staff.email, hasSecondFactor: staff.hasSecondFactor },
          after: { hasSecondFactor: false },
        });
      });
      await revokeAllStaffSessions(db, id);
    },

    /** Turns an account off or on again; the last active owner cannot be turned off. */
    async setDisabled(actor: Actor, id: number, disabled: boolean) {
      const staff = await staffMember(id);
      if (disabled && id === actor.staffId) throw new AppError('self', 'You cannot turn off your own account.', 409);
      if (disabled && staff.role === 'owner' && !staff.disabledAt && (await countActiveOwners(db)) <= 1) {
        throw new AppError('last_owner', 'The last owner cannot be turned off.', 409);
      }
      const at = disabled ? new Date().toISOString() : null;
      await db.transaction().execute(async (trx) => {
        await setStaffDisabled(trx, id, at);
        await recordAudit(trx, actor, {
          action: disabled ? 'staff.disabled' : 'staff.enabled',
          targetType: 'staff',
          targetId: String(id),
          before: { disabledAt: staff.disabledAt },
          after: { disabledAt: at },
        });
      });
      if (disabled) await revokeAllStaffSessions(db, id);
    },
  };
}
