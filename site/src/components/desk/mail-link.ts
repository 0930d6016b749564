/**
 * A `mailto:` link for an address a customer typed, or undefined when the text is not a plain
 * address: `?`, `&`, `#` or `%` would turn the rest into the message's fields (`?bcc=…&body=…`).
 */
export function mailtoHref(email: string): string | undefined {
  return /^[^\s@?&#%/]+@[^\s@?&#%/]+\.[^\s@?&#%/]+$/.test(email) ? `mailto:${email}` : undefined;
}
