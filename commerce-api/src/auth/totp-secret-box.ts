import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Sealed values start with this: a value without it was stored in clear (before sealing existed). */
const VERSION = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SecretBox = {
  /** The secret sealed for this staff member, as stored in `staff.totp_secret`. */
  seal(staffId: number, secret: string): string;
  /** The secret, or undefined when the value was sealed for someone else or under another key. */
  open(staffId: number, sealed: string): string | undefined;
  isSealed(value: string): boolean;
};

/**
 * Authenticator secrets are stored sealed (AES-256-GCM) under a key from the environment
 * (STAFF_SECRET_KEY), so a copy of the database alone does not give anyone the codes. Each value
 * is bound to its staff member's id: a sealed secret copied onto another row does not open there.
 */
export function createSecretBox(key: string | (() => string)): SecretBox {
  // Derived at first use: routers are built before (and, in the authorisation test, without) a configuration.
  let derived: Buffer | undefined;
  const aesKey = () => {
    derived ??= Buffer.from(hkdfSync('sha256', typeof key === 'string' ? key : key(), 'koolers staff', 'totp secret', 32));
    return derived;
  };
  const boundTo = (staffId: number) => Buffer.from(`staff:${staffId}`);

  return {
    seal(staffId, secret) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', aesKey(), iv).setAAD(boundTo(staffId));
      const sealed = Buffer.concat([iv, cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${VERSION}${sealed.toString('base64url')}`;
    },

    open(staffId, sealed) {
      if (!sealed.startsWith(VERSION)) return undefined;
      const bytes = Buffer.from(sealed.slice(VERSION.length), 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', aesKey(), bytes.subarray(0, IV_BYTES)).setAAD(boundTo(staffId));
        decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },

    isSealed: (value) => value.startsWith(VERSION),
  };
}
