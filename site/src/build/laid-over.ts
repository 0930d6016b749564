/**
 * A Hindi or Marathi document as a page shows it: its translation laid over its English, field by
 * field, remembering which fields came from English (issue 35: the page marks them `lang="en"`).
 */
/** The fields of a laid-over document that came from English. */
const englishFields = new WeakMap<object, ReadonlySet<string>>();

/**
 * A translation laid over its English, field by field: a field the translation leaves empty (or a
 * document without one) reads in English. Fields shared by every language are the same in both.
 */
export function laidOver<D extends object>(english: D, translation: Partial<D> | undefined): D {
  const fromEnglish = new Set<string>();
  const document = { ...english };
  for (const key of Object.keys(english) as (keyof D & string)[]) {
    const value = translation?.[key];
    if (isEmpty(value)) {
      if (!isEmpty(english[key])) fromEnglish.add(key);
    } else document[key] = value as D[typeof key];
  }
  englishFields.set(document, fromEnglish);
  return document;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * `"en"` where a Hindi or Marathi page shows this field in English, for its element's `lang`, so
 * screen readers and search engines read it as English; undefined where it is in the page's language.
 */
export function inEnglish(document: object, field: string): 'en' | undefined {
  return englishFields.get(document)?.has(field) ? 'en' : undefined;
}

/**
 * `"en"` on a Hindi or Marathi page for a field every language shares, written once in English (a
 * product's size labels, "4 inch, pack of 10"); undefined on an English page.
 */
export function sharedInEnglish(document: object): 'en' | undefined {
  return englishFields.has(document) ? 'en' : undefined;
}
