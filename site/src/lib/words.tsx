import type { Language } from '@koolers/contracts/languages';
import { linkIn } from '@koolers/contracts/pages';
import type { PageWords, WordArea, WordsOf } from '@koolers/contracts/words/index';
import { createContext, type ReactNode, useCallback, useContext } from 'react';

export { fill } from '@koolers/contracts/words/fill';

/**
 * The words an island was given by its page (`pageWords` in the page, the island's `words` prop),
 * for every component inside it. Only types come from the catalogue: the browser gets the words as
 * data, in the page's language, and none of the catalogue's code.
 */
const WordsContext = createContext<Partial<PageWords>>({});

/** At an island's root: `<WordsProvider words={words}>`. */
export function WordsProvider({ words, children }: { words: Partial<PageWords>; children: ReactNode }) {
  return <WordsContext value={words}>{children}</WordsContext>;
}

/** One area's words; an island whose page did not hand it this area fails loudly, in its first render. */
export function useWords<Area extends WordArea>(area: Area): WordsOf<Area> {
  const words = useContext(WordsContext)[area];
  if (!words) throw new Error(`This island was not given the "${area}" words: add '${area}' to pageWords(…) in its page.`);
  return words as WordsOf<Area>;
}

/**
 * Where a link in this island leads: the page in the island's language where it is translated
 * (`/checkout/step1` is `/hi/checkout/step1` on a Hindi page), otherwise as written.
 */
export function useLinkIn(): (href: string) => string {
  const language = useLanguage();
  return useCallback((href: string) => linkIn(language, href), [language]);
}

/** The island's language: its page's. */
export function useLanguage(): Language {
  return useContext(WordsContext).language ?? 'en';
}

/**
 * An island's root, given its words by its page: `export default withWords(DeskApp)` takes
 * `words={pageWords(language, 'desk', …)}` beside the island's own props.
 */
export function withWords<Props extends object>(Island: (props: Props) => ReactNode) {
  return function IslandWithWords({ words, ...props }: Props & { words: Partial<PageWords> }) {
    return (
      <WordsProvider words={words}>
        <Island {...(props as Props)} />
      </WordsProvider>
    );
  };
}
