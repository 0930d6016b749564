const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const dates = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });

/** 12050 → "₹120.50"; 12345678 → "₹1,23,456.78" (Indian grouping). */
export function formatRupees(paise: number): string {
  return rupees.format(paise / 100);
}

/** An ISO time as a date in Navi Mumbai: "14 March 2026". */
export function formatDate(iso: string): string {
  return dates.format(new Date(iso));
}
