import { formatDateTime } from './dates.ts';

/** The account's choice as `GET/PUT /api/me/whatsapp` answer it (per phone number; no choice yet: never asked). */
export type Choice = { optedIn: boolean; changedAt: string | null; source: 'checkout' | 'account' | 'stop-reply' | null };

const WHERE = { checkout: ' at checkout', account: ' here', 'stop-reply': '' } as const;

/** What the box means now, with when it was chosen: a STOP reply on WhatsApp says so in its own words. */
export function choiceText(choice: Choice): string {
  if (!choice.changedAt || !choice.source) return 'Order updates come by SMS. Tick the box to get them on WhatsApp instead.';
  const when = formatDateTime(choice.changedAt);
  if (choice.optedIn) return `On WhatsApp since ${when} (you chose it${WHERE[choice.source]}). Reply STOP on WhatsApp to end them.`;
  if (choice.source === 'stop-reply') return `You replied STOP on WhatsApp on ${when}: order updates come by SMS.`;
  return `Off since ${when} (you chose it${WHERE[choice.source]}): order updates come by SMS.`;
}
