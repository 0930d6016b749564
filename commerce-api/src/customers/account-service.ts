import type { LoginInput, ProfileInput, RegisterInput } from '@koolers/contracts/form-schemas';
import { GUEST_SESSION_LIFETIME_MS, SESSION_LIFETIME_MS } from '../auth/customer-session.ts';
import { insertSession, revokeSession, type SessionCustomer } from '../auth/session-repository.ts';
import { hashSessionToken, newSessionToken } from '../auth/session-tokens.ts';
import type { Db } from '../db/database.ts';
import { appError } from '../http/app-error.ts';
import {
  type ActiveMembership,
  type ClubRequest,
  findActiveMembership,
  findPendingClubRequest,
} from '../memberships/membership-repository.ts';
import {
  findCredentialsByEmail,
  findProfile,
  insertCustomer,
  insertGuest,
  isPhoneOnlyEmail,
  realEmail,
  updateContactDetails,
} from './customer-repository.ts';
import { hashPassword, unknownAccountHash, verifyPassword } from './password-hashing.ts';

export type AccountView = {
  name: string;
  /** Null for an account made with a phone number, which has none. */
  email: string | null;
  phone: string;
  /** The phone was proved with a code: the account can sign in with it. */
  phoneVerified: boolean;
  address: string | null;
  pincode: string | null;
  membership: ActiveMembership | null;
  /** A Coco Club request paid by UPI that the shop is still checking. */
  clubRequest: ClubRequest | null;
};

/** A new session: its token (for the cookie) and how long it lasts. */
export type NewSession = { token: string; name: string; lifetimeMs: number };

/** What a customer does with their account: register, log in and out, see and edit their details. */
export function createAccountService(db: Db) {
  async function startSession(customerId: number, lifetimeMs: number): Promise<string> {
    const token = newSessionToken();
    const now = new Date();
    // Expired sessions are kept: their end date marks them (nothing is deleted).
    await insertSession(db, {
      tokenHash: hashSessionToken(token),
      customerId,
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + lifetimeMs).toISOString(),
    });
    return token;
  }

  return {
    /** A new account, signed in at once: nobody should type the password they just chose a second time. */
    async register(input: RegisterInput): Promise<NewSession> {
      const passwordHash = await hashPassword(input.password);
      const customerId = await insertCustomer(db, {
        name: input.name,
        email: input.email,
        phone: input.phoneNumber,
        passwordHash,
        now: new Date().toISOString(),
      });
      if (customerId === undefined) {
        throw appError('email_taken', 409);
      }
      return { token: await startSession(customerId, SESSION_LIFETIME_MS), name: input.name, lifetimeMs: SESSION_LIFETIME_MS };
    },

    /**
     * A checkout without an account: a guest row that owns the orders this session places, and a
     * session for one checkout. The guest can place and pay orders, and see each one by its link.
     */
    async startGuestCheckout(): Promise<NewSession> {
      const guestId = await insertGuest(db, new Date().toISOString());
      return { token: await startSession(guestId, GUEST_SESSION_LIFETIME_MS), name: '', lifetimeMs: GUEST_SESSION_LIFETIME_MS };
    },

    /**
     * A new session for the right email and password. An unknown email and a wrong password get the
     * same answer after the same work (a hash is verified either way), so neither reveals accounts.
     */
    async login(input: LoginInput): Promise<NewSession> {
      const customer = await findCredentialsByEmail(db, input.email);
      const matches = await verifyPassword(input.password, customer?.passwordHash ?? (await unknownAccountHash()));
      if (!customer || !matches) throw appError('login_failed', 401);
      return { token: await startSession(customer.id, SESSION_LIFETIME_MS), name: customer.name, lifetimeMs: SESSION_LIFETIME_MS };
    },

    /** Ends the session for good; a token already ended or unknown is no error. */
    async logout(token: string): Promise<void> {
      await revokeSession(db, hashSessionToken(token), new Date().toISOString());
    },

    async account(customer: SessionCustomer): Promise<AccountView> {
      const [profile, membership, clubRequest] = await Promise.all([
        findProfile(db, customer.id),
        findActiveMembership(db, { customerId: customer.id }),
        findPendingClubRequest(db, { customerId: customer.id }),
      ]);
      if (!profile) throw appError('not_logged_in', 401);
      const { name, email, phone, address, pincode } = profile;
      return {
        name,
        email: realEmail(email),
        phone,
        phoneVerified: profile.phoneVerifiedAt !== null,
        address,
        pincode,
        membership,
        clubRequest,
      };
    },

    /** A session for a customer who proved who they are another way (a code sent to their phone). */
    async signInAs(customerId: number, name: string): Promise<NewSession> {
      return { token: await startSession(customerId, SESSION_LIFETIME_MS), name, lifetimeMs: SESSION_LIFETIME_MS };
    },

    async saveProfile(customer: SessionCustomer, input: ProfileInput): Promise<void> {
      const profile = await findProfile(db, customer.id);
      // A phone-only account signs in with its number: a new one must be proved with a code first.
      if (profile && isPhoneOnlyEmail(profile.email) && profile.phone !== input.phone) {
        throw appError('phone_is_sign_in', 409);
      }
      await updateContactDetails(db, customer.id, { ...input, now: new Date().toISOString() });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
