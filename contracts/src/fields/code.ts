/** A one-time code sent to a phone (issue 36): six digits, asked again after 30 seconds. */
export const CODE_LENGTH = 6;
/** A new code may be asked for this long after the last one. */
export const RESEND_AFTER_SECONDS = 30;

export const CODE_MESSAGES = {
  code: 'Enter the 6-digit code we sent you.',
} as const;

/** Six digits; spaces (a pasted "123 456") do not count. */
export function checkCode(value: string): string | undefined {
  return /^\d{6}$/.test(value.replace(/\s/g, '')) ? undefined : CODE_MESSAGES.code;
}
