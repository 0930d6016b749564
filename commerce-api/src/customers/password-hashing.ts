import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

/**
 * Argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane), stored in the PHC string format
 * `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>` (unpadded base64), so a later change of
 * parameters still verifies the hashes written before it.
 */
const PARAMETERS = { memory: 19_456, passes: 2, parallelism: 1 };
const SALT_BYTES = 16;
const TAG_BYTES = 32;
const FORMAT = /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,3}),p=(\d{1,3})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

const argon2Async = promisify(argon2);

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await argon2Async('argon2id', {
    message: password,
    nonce: salt,
    tagLength: TAG_BYTES,
    ...PARAMETERS,
  });
  const { memory, passes, parallelism } = PARAMETERS;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${unpadded(salt)}$${unpadded(hash)}`;
}

/** True when `password` matches `stored`; a malformed stored value never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = FORMAT.exec(stored);
  if (!match) return false;
  const [, memory, passes, parallelism, salt, expected] = match as unknown as [string, string, string, string, string, string];
  const expectedHash = Buffer.from(expected, 'base64');
  if (expectedHash.length < 16) return false;
  const actual = await argon2Async('argon2id', {
    message: password,
    nonce: Buffer.from(salt, 'base64'),
    tagLength: expectedHash.length,
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
  });
  return timingSafeEqual(actual, expectedHash);
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password, computed once: verifying against it when an email is unknown
 * makes that answer take as long as a wrong password does.
 */
export function unknownAccountHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64'));
  return dummyHash;
}

function unpadded(bytes: Buffer): string {
  return bytes.toString('base64').replace(/=+$/, '');
}
