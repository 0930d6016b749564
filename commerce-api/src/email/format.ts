import { EMAIL_LOCALES } from '@koolers/contracts/emails';
import type { Language } from '@koolers/contracts/languages';

const dates = Object.fromEntries(
  Object.entries(EMAIL_LOCALES).map(([language, locale]) => [
    language,
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Kolkata' }),
  ]),
) as Record<Language, Intl.DateTimeFormat>;

/** An ISO time as a date in Navi Mumbai, in the email's language: "14 March 2026", "14 मार्च 2026". */
export function formatDate(iso: string, language: Language = 'en'): string {
  return dates[language].format(new Date(iso));
}
