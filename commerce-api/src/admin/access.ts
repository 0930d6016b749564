import type { Request, RequestHandler } from 'express';
import type { Actor } from '../audit/audit-log.ts';
import type { Db } from '../db/database.ts';
import { appError } from '../http/app-error.ts';
import { findStaffSession, hashStaffToken, readStaffToken, type StaffSession, touchStaffSession } from './staff/staff-sessions.ts';

declare global {
  namespace Express {
    interface Request {
      /** The staff session of the request, set by `staffSessionLoader` (any stage). */
      staffSession?: StaffSession;
    }
  }
}

/**
 * Who may call an admin route: anyone (sign-in, registration by invite), someone whose password
 * was right and whose code is due, someone setting up their authenticator app after using a
 * one-time link, any signed-in staff member, or an owner.
 */
export type Access = 'public' | 'second-factor' | 'setup' | 'staff' | 'owner';

/** The guard every admin route starts with; test/admin/admin-authorization.test.ts reads `access` from each route. */
export type AccessGuard = RequestHandler & { access: Access };

/** Requests the desk makes by itself (live refreshes) say so; they do not keep an idle desk signed in. */
export const BACKGROUND_HEADER = 'x-desk-background';

/** Loads the staff session of the cookie, if any, and starts its idle clock again. */
export function staffSessionLoader(deps: { db: Db }): RequestHandler {
  return async (req, _res, next) => {
    const token = readStaffToken(req);
    if (token) {
      const session = await findStaffSession(deps.db, hashStaffToken(token));
      if (session) {
        req.staffSession = session;
        if (session.stage === 'signed-in' && !req.get(BACKGROUND_HEADER)) await touchStaffSession(deps.db, session);
      }
    }
    next();
  };
}

export function allow(access: Access): AccessGuard {
  const guard: RequestHandler = (req, _res, next) => {
    if (access === 'public') return next();
    const session = req.staffSession;
    if (access === 'second-factor' || access === 'setup') {
      if (session?.stage !== access) throw appError('not_signed_in.desk', 401);
      return next();
    }
    if (session?.stage !== 'signed-in') throw appError('not_signed_in.desk', 401);
    if (access === 'owner' && session.staff.role !== 'owner') throw appError('owners_only', 403);
    next();
  };
  return Object.assign(guard, { access });
}

/** The signed-in staff member (after an `allow('staff')` or `allow('owner')` guard). */
export function signedInStaff(req: Request): StaffSession['staff'] {
  const session = req.staffSession;
  if (session?.stage !== 'signed-in') throw appError('not_signed_in.desk', 401);
  return session.staff;
}

/** The audit log's "who": the signed-in staff member and the address the request came from. */
export function actorOf(req: Request): Actor {
  const staff = signedInStaff(req);
  return { staffId: staff.id, email: staff.email, ip: req.ip ?? null };
}
