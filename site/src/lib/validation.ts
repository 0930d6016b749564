/** A same-site path to return to after signing in (`/checkout/step2`), never another site. */
export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
