const dates = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });

/** An ISO time as a date in Navi Mumbai: "14 March 2026". */
export function formatDate(iso: string): string {
  return dates.format(new Date(iso));
}
