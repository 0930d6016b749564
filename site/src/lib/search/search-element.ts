/**
 * <site-search-results data-input="input-id" [data-closes="dialog-id"] [data-empty="element-id"]>:
 * shows what the search index holds for the text typed in the input, and when nothing matches, the
 * element `data-empty` names (the catalogue, the phone and WhatsApp: SearchNoResults.astro). Loaded
 * on demand (when the search dialog first opens, or by the /search page), and fetches the index of
 * the page's language once. Its own words come in the page's language, as JSON in `data-words`
 * (SearchDialog.words.ts): the element's code is bundled once for every language.
 */
import { fill } from '@koolers/contracts/words/fill';
import type { SearchResultsWords } from '../../components/SearchDialog.words.ts';
import { onSoldOut, type SoldOut } from '../availability.ts';
import { find, loadIndex, type SearchIndexFile } from './engine.ts';
import { foldWord } from './fold.ts';
import { entryName, longEnough, type SearchEntry, type SearchMatch, type SearchResult, search, searchIndexUrl } from './search.ts';

type Search = (query: string) => SearchResult;

let searchPromise: Promise<Search> | undefined;
function loadSearch(): Promise<Search> {
  searchPromise ??= fetch(searchIndexUrl(document.documentElement.lang)).then(async (response) => {
    if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
    const { entries, index, spellings } = (await response.json()) as SearchIndexFile;
    const engine = loadIndex(index);
    return (query) => search(entries, (text) => find(engine, text), query, spellings);
  });
  return searchPromise;
}

/**
 * The matches, then, set apart under their own heading, the suggestions ("You might also like"): a
 * shopper never mistakes a suggestion for something that matched what they typed.
 */
class SiteSearchResults extends HTMLElement {
  #input?: HTMLInputElement;
  #status = document.createElement('p');
  #list = list('search-results');
  #suggestions = document.createElement('section');
  #suggestionList = list('search-results search-results--suggestions');
  #soldOut?: SoldOut;
  #empty?: HTMLElement | null;
  #words = {} as SearchResultsWords;

  connectedCallback() {
    this.#words = JSON.parse(this.dataset.words ?? '{}') as SearchResultsWords;
    this.#input = document.getElementById(this.dataset.input ?? '') as HTMLInputElement;
    this.#empty = document.getElementById(this.dataset.empty ?? '');
    this.#status.setAttribute('role', 'status');
    this.#status.className = 'search-status';
    const heading = document.createElement('h2');
    heading.id = `${this.id}-suggestions`;
    heading.className = 'search-suggestions__title';
    heading.textContent = this.#words.youMightAlsoLike;
    this.#suggestions.className = 'search-suggestions';
    this.#suggestions.setAttribute('aria-labelledby', heading.id);
    this.#suggestions.append(heading, this.#suggestionList);
    this.replaceChildren(this.#status, this.#list, this.#suggestions);
    this.#input.addEventListener('input', () => void this.#render());
    this.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) this.#reset();
    });
    void this.#render();
    onSoldOut((soldOut) => {
      this.#soldOut = soldOut;
      void this.#render();
    });
  }

  async #render() {
    const query = this.#input?.value ?? '';
    if (!longEnough(query)) return this.#show('', []);
    let searchFor: Search;
    try {
      searchFor = await loadSearch();
    } catch (error) {
      console.error(error);
      return this.#show(this.#words.unavailable, []);
    }
    if (query !== this.#input?.value) return; // a newer keystroke is being handled
    const { matches, suggestions } = searchFor(query);
    if (!matches.length) return this.#show(this.#words.noProducts, [], [], true);
    this.#show(fill(matches.length === 1 ? this.#words.oneResult : this.#words.results, { count: matches.length }), matches, suggestions);
  }

  #show(status: string, matches: SearchMatch[], suggestions: SearchEntry[] = [], nothingFound = false) {
    this.#status.textContent = status;
    const soldOut = (entry: SearchEntry) => !!entry.ref && !!this.#soldOut?.item(entry.ref, entry.sizes);
    this.#list.replaceChildren(...matches.map((match) => resultRow(this.#words, match.entry, soldOut(match.entry), match)));
    this.#list.hidden = matches.length === 0;
    this.#suggestionList.replaceChildren(...suggestions.map((entry) => resultRow(this.#words, entry, soldOut(entry))));
    this.#suggestions.hidden = suggestions.length === 0;
    if (this.#empty) this.#empty.hidden = !nothingFound;
  }

  /** Choosing a result clears the text and closes the search dialog, as in the old shop. */
  #reset() {
    if (this.#input) this.#input.value = '';
    this.#show('', []);
    const dialog = document.getElementById(this.dataset.closes ?? '');
    if (dialog instanceof HTMLDialogElement) dialog.close();
  }
}

function list(className: string): HTMLUListElement {
  const element = document.createElement('ul');
  element.className = className;
  element.setAttribute('role', 'list');
  return element;
}

/**
 * A result: its picture (or an empty frame of the same size, so names line up), its name with the
 * words that matched marked, its price, what else matched (another name, its description), whether
 * it is sold out today, and its kind.
 */
function resultRow(words: SearchResultsWords, entry: SearchEntry, soldOut: boolean, match?: SearchMatch): HTMLLIElement {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.href = entry.link;
  const picture = document.createElement('span');
  picture.className = 'search-results__picture';
  if (entry.image) {
    const image = document.createElement('img');
    image.src = entry.image;
    image.alt = '';
    image.width = 48;
    image.height = 48;
    image.loading = 'lazy';
    picture.append(image);
  }
  const name = document.createElement('span');
  name.className = 'search-results__name';
  if (entry.lang) name.lang = entry.lang;
  name.append(...markedName(entryName(entry), match?.nameWords ?? []));
  const text = document.createElement('span');
  text.className = 'search-results__text';
  text.append(name);
  if (entry.price) {
    const price = document.createElement('small');
    price.className = 'search-results__price';
    price.textContent = entry.price;
    text.append(price);
  }
  if (match?.matchedAs) {
    const matched = document.createElement('small');
    matched.className = 'search-results__matched';
    matched.textContent = fill(words.matched, { name: match.matchedAs });
    text.append(matched);
  }
  const kind = document.createElement('small');
  kind.textContent = entry.type;
  link.append(picture, text);
  if (soldOut) {
    const note = document.createElement('strong');
    note.className = 'search-results__sold-out';
    note.textContent = words.soldOutToday;
    link.append(note);
  }
  link.append(kind);
  item.append(link);
  return item;
}

/** The name's words, those that matched (folded alike) in a <mark>. */
function markedName(name: string, matchedWords: string[]): (string | HTMLElement)[] {
  if (!matchedWords.length) return [name];
  const matched = new Set(matchedWords);
  return name.split(/([\s\p{P}\p{S}]+)/u).map((part) => {
    const folded = foldWord(part);
    if (!folded || !matched.has(folded)) return part;
    const mark = document.createElement('mark');
    mark.textContent = part;
    return mark;
  });
}

if (!customElements.get('site-search-results')) customElements.define('site-search-results', SiteSearchResults);
