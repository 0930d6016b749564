const time = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** "23 Nov 2026, 4:05 pm", in Navi Mumbai's time whatever the desk computer's clock zone. */
export function atTime(iso: string): string {
  return time.format(new Date(iso));
}
