/**
 * The islands' words are plain strings with named `{placeholders}`, not functions, because they
 * reach the browser as data (an island's props, the cart panel's `data-words`) rather than as code:
 * the page carries only its own language's words, and the islands' JavaScript carries none.
 */

/** The names a template's `{placeholders}` ask for: `'Only {count} left'` → `'count'`. */
export type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** What fills a template's placeholders; numbers are written as they are (format money first). */
export type FillParams<S extends string> = { [Name in Placeholders<S>]: string | number };

/**
 * A template with its placeholders filled: `fill(words.onlyLeft, { count: 3 })`. A template without
 * placeholders takes no second argument, so a forgotten or misspelt parameter fails type-checking
 * against the English words (the source language every translation is checked against).
 */
export function fill<S extends string>(template: S, ...[params]: [Placeholders<S>] extends [never] ? [] : [params: FillParams<S>]): string {
  if (!params) return template;
  const values: Record<string, string | number> = params;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The placeholders a template names, for the test that every translation keeps them. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string).sort();
}
