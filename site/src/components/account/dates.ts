/** Times from the API (ISO, UTC) as a customer in Navi Mumbai reads them. */
const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** "23 November 2027" */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** "23 Nov 2026, 5:10 pm" */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
