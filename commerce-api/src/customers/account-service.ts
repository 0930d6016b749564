import type { LoginInput, ProfileInput, RegisterInput } from '@koolers/contracts/form-schemas';
import { SESSION_LIFETIME_MS } from '../auth/customer-session.ts';
import { insertSession, revokeSession, type SessionCustomer } from '../auth/session-repository.ts';
import { hashSessionToken, newSessionToken } from '../auth/session-tokens.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { type ActiveMembership, findActiveMembership } from '../memberships/membership-repository.ts';
import { findCredentialsByEmail, findProfile, insertCustomer, updateContactDetails } from './customer-repository.ts';
import { hashPassword, unknownAccountHash, verifyPassword } from './password-hashing.ts';

export const LOGIN_FAILED = 'Login failed! Please check your credentials.';

export type AccountView = {
  name: string;
  email: string;
  phone: string;
  address: string | null;
  pincode: string | null;
  membership: ActiveMembership | null;
};

/** What a customer does with their account: register, log in and out, see and edit their details. */
export function createAccountService(db: Db) {
  return {
    /** A new account; the customer then logs in (registering does not log them in). */
    async register(input: RegisterInput): Promise<void> {
      const passwordHash = await hashPassword(input.password);
      const created = await insertCustomer(db, {
        name: input.name,
        email: input.email,
        phone: input.phoneNumber,
        passwordHash,
        now: new Date().toISOString(),
      });
      if (!created) {
        throw new AppError('email_taken', 'An account with this email already exists. Please log in.', 409);
      }
    },

    /**
     * A new session for the right email and password. An unknown email and a wrong password get the
     * same answer after the same work (a hash is verified either way), so neither reveals accounts.
     */
    async login(input: LoginInput): Promise<{ token: string; name: string }> {
      const customer = await findCredentialsByEmail(db, input.email);
      const matches = await verifyPassword(input.password, customer?.passwordHash ?? (await unknownAccountHash()));
      if (!customer || !matches) throw new AppError('login_failed', LOGIN_FAILED, 401);

      const token = newSessionToken();
      const now = new Date();
      // Expired sessions are kept: their end date marks them (nothing is deleted).
      await insertSession(db, {
        tokenHash: hashSessionToken(token),
        customerId: customer.id,
        now: now.toISOString(),
        expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
      });
      return { token, name: customer.name };
    },

    /** Ends the session for good; a token already ended or unknown is no error. */
    async logout(token: string): Promise<void> {
      await revokeSession(db, hashSessionToken(token), new Date().toISOString());
    },

    async account(customer: SessionCustomer): Promise<AccountView> {
      const [profile, membership] = await Promise.all([
        findProfile(db, customer.id),
        findActiveMembership(db, { customerId: customer.id }),
      ]);
      if (!profile) throw new AppError('not_logged_in', 'Please log in first.', 401);
      const { name, email, phone, address, pincode } = profile;
      return { name, email, phone, address, pincode, membership };
    },

    async saveProfile(customer: SessionCustomer, input: ProfileInput): Promise<void> {
      await updateContactDetails(db, customer.id, { ...input, now: new Date().toISOString() });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
