/**
 * <site-search-results data-input="input-id" [data-closes="dialog-id"]>: shows what the search index
 * holds for the text typed in the input. Loaded on demand (when the search dialog first opens, or by
 * the /search page), and fetches the index once.
 */
import { SOLD_OUT_TODAY } from '@koolers/contracts/availability';
import { onSoldOut, type SoldOut } from './availability.ts';
import { entryName, MIN_QUERY_LENGTH, type SearchEntry, search } from './search.ts';

let indexPromise: Promise<SearchEntry[]> | undefined;
function loadIndex(): Promise<SearchEntry[]> {
  indexPromise ??= fetch('/search-index.json').then((response) => {
    if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
    return response.json() as Promise<SearchEntry[]>;
  });
  return indexPromise;
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

  connectedCallback() {
    this.#input = document.getElementById(this.dataset.input ?? '') as HTMLInputElement;
    this.#status.setAttribute('role', 'status');
    this.#status.className = 'search-status';
    const heading = document.createElement('h2');
    heading.id = `${this.id}-suggestions`;
    heading.className = 'search-suggestions__title';
    heading.textContent = 'You might also like';
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
    if (query.trim().length < MIN_QUERY_LENGTH) return this.#show('', []);
    let index: SearchEntry[];
    try {
      index = await loadIndex();
    } catch (error) {
      console.error(error);
      return this.#show('Search is unavailable right now. Please try again later.', []);
    }
    if (query !== this.#input?.value) return; // a newer keystroke is being handled
    const { matches, suggestions } = search(index, query);
    if (!matches.length) return this.#show('No products found', []);
    const count = `${matches.length} ${matches.length === 1 ? 'result' : 'results'}`;
    this.#show(count, matches, suggestions);
  }

  #show(status: string, matches: SearchEntry[], suggestions: SearchEntry[] = []) {
    this.#status.textContent = status;
    const row = (entry: SearchEntry) => resultRow(entry, !!entry.ref && !!this.#soldOut?.item(entry.ref, entry.sizes));
    this.#list.replaceChildren(...matches.map(row));
    this.#list.hidden = matches.length === 0;
    this.#suggestionList.replaceChildren(...suggestions.map(row));
    this.#suggestions.hidden = suggestions.length === 0;
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
 * A result: its picture (or an empty frame of the same size, so names line up), its name, whether it
 * is sold out today, and its kind.
 */
function resultRow(entry: SearchEntry, soldOut: boolean): HTMLLIElement {
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
  name.textContent = entryName(entry);
  const kind = document.createElement('small');
  kind.textContent = entry.type;
  link.append(picture, name);
  if (soldOut) {
    const note = document.createElement('strong');
    note.className = 'search-results__sold-out';
    note.textContent = SOLD_OUT_TODAY;
    link.append(note);
  }
  link.append(kind);
  item.append(link);
  return item;
}

if (!customElements.get('site-search-results')) customElements.define('site-search-results', SiteSearchResults);
