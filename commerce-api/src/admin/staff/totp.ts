import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
const ISSUER = 'Koolers order desk';
/** One step either side: a phone clock a little off, or a code typed as it changes, still works. */
const WINDOW = 1;

function totp(secretBase32: string, email: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret (RFC 4226's recommended length), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What the set-up screen shows: the QR code to scan and the same secret to type in by hand. */
export async function totpEnrolment(secretBase32: string, email: string) {
  const uri = totp(secretBase32, email).toString();
  return { secret: secretBase32, uri, qrCode: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 224 }) };
}

/**
 * The time step of the code if it is valid for the secret now (within one step), else null. The
 * caller stores the step and refuses any step not after it, so a code is never accepted twice.
 */
export function matchingTotpStep(secretBase32: string, email: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secretBase32, email).validate({ token, timestamp: now, window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
}
