/**
 * Editors' text as HTML in which a number range, a hyphenated number or a number with its unit never
 * breaks across lines: "15-20 minutes", "3-Minute", "10-51%", "200-300 ml", "24 °C" are wrapped in
 * <span class="nowrap">. Browsers otherwise break after any hyphen ("15-" / "20 minutes").
 * Everything else is escaped, so the result is safe for `set:html`.
 */
const UNITS = [
  'ml',
  'l',
  'g',
  'kg',
  'km',
  'cm',
  'mm',
  'kcal',
  '°C',
  '%',
  'minutes?',
  'mins?',
  'hours?',
  'days?',
  'weeks?',
  'months?',
  'years?',
];
const NUMBER_RUN = new RegExp(`₹?\\d[\\d,.]*(?:[-–][\\w%]+)*(?:[\\s\\u00a0](?:${UNITS.join('|')})(?![\\w]))?`, 'giu');

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);
}

export function keepTogetherHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(NUMBER_RUN)) {
    const run = match[0];
    const start = match.index ?? 0;
    html += escapeHtml(text.slice(last, start));
    // A lone number cannot break; only runs with a hyphen or a space inside need holding together.
    html += /[-–\s\u00a0]/.test(run) ? `<span class="nowrap">${escapeHtml(run)}</span>` : escapeHtml(run);
    last = start + run.length;
  }
  return html + escapeHtml(text.slice(last));
}
