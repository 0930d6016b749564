/** Times from the API (ISO, UTC) as a customer in Navi Mumbai reads them. */
const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const dayMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });
const dayMonthTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** "23 November 2027" */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** "23 Nov 2026, 5:10 pm" */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "26 Nov" */
export function formatDayMonth(iso: string): string {
  return dayMonth.format(new Date(iso));
}

/** "26 Nov, 4:47 am": tells apart two orders of one day. */
export function formatDayMonthTime(iso: string): string {
  return dayMonthTime.format(new Date(iso));
}
