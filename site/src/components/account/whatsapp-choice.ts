import type { Language } from '@koolers/contracts/languages';
import { fill } from '@koolers/contracts/words/fill';
import type { WordsOf } from '@koolers/contracts/words/index';
import { datesIn } from './dates.ts';

/** The account's choice as `GET/PUT /api/me/whatsapp` answer it (per phone number; no choice yet: never asked). */
export type Choice = { optedIn: boolean; changedAt: string | null; source: 'checkout' | 'account' | 'stop-reply' | null };

/** What the box means now, with when it was chosen: a STOP reply on WhatsApp says so in its own words. */
export function choiceText(choice: Choice, words: WordsOf<'account'>, language: Language): string {
  if (!choice.changedAt || !choice.source) return words.whatsAppNever;
  const when = datesIn(language).dateTime(choice.changedAt);
  if (choice.source === 'stop-reply') return fill(choice.optedIn ? words.whatsAppOn : words.whatsAppStopped, { when });
  const atCheckout = choice.source === 'checkout';
  if (choice.optedIn) return fill(atCheckout ? words.whatsAppOnAtCheckout : words.whatsAppOnHere, { when });
  return fill(atCheckout ? words.whatsAppOffAtCheckout : words.whatsAppOffHere, { when });
}
