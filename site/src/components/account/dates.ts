/**
 * Times from the API (ISO, UTC) as a customer in Navi Mumbai reads them, in the page's language
 * (`datesIn(useLanguage())`): "23 Nov 2026, 5:10 pm", "23 नव॰ 2026, 5:10 pm".
 */
import { intlLocale, type Language } from '@koolers/contracts/languages';

export type Dates = {
  /** "23 November 2027" */
  longDate(iso: string): string;
  /** "23 Nov 2026, 5:10 pm" */
  dateTime(iso: string): string;
  /** "26 Nov" */
  dayMonth(iso: string): string;
  /** "26 Nov, 4:47 am": tells apart two orders of one day. */
  dayMonthTime(iso: string): string;
};

const made = new Map<Language, Dates>();

export function datesIn(language: Language): Dates {
  const known = made.get(language);
  if (known) return known;
  const format = (options: Intl.DateTimeFormatOptions) => {
    const formatter = new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: 'Asia/Kolkata' });
    return (iso: string) => formatter.format(new Date(iso));
  };
  const dates: Dates = {
    longDate: format({ day: 'numeric', month: 'long', year: 'numeric' }),
    dateTime: format({ dateStyle: 'medium', timeStyle: 'short' }),
    dayMonth: format({ day: 'numeric', month: 'short' }),
    dayMonthTime: format({ day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }),
  };
  made.set(language, dates);
  return dates;
}
