/**
 * <site-search-results data-input="input-id" [data-closes="dialog-id"]>: shows what the search index
 * holds for the text typed in the input. Loaded on demand (when the search dialog first opens, or by
 * the /search page), and fetches the index once.
 */
import { entryName, MIN_QUERY_LENGTH, type SearchEntry, search } from './search.ts';

let indexPromise: Promise<SearchEntry[]> | undefined;
function loadIndex(): Promise<SearchEntry[]> {
  indexPromise ??= fetch('/search-index.json').then((response) => {
    if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
    return response.json() as Promise<SearchEntry[]>;
  });
  return indexPromise;
}

class SiteSearchResults extends HTMLElement {
  #input?: HTMLInputElement;
  #status = document.createElement('p');
  #list = document.createElement('ul');

  connectedCallback() {
    this.#input = document.getElementById(this.dataset.input ?? '') as HTMLInputElement;
    this.#status.setAttribute('role', 'status');
    this.#status.className = 'search-status';
    this.#list.className = 'search-results';
    this.#list.setAttribute('role', 'list');
    this.replaceChildren(this.#status, this.#list);
    this.#input.addEventListener('input', () => void this.#render());
    this.#list.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) this.#reset();
    });
    void this.#render();
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
    this.#show(count, [...matches.map((entry) => row(entry)), ...suggestions.map((entry) => row(entry, true))]);
  }

  #show(status: string, rows: HTMLLIElement[]) {
    this.#status.textContent = status;
    this.#list.replaceChildren(...rows);
    this.#list.hidden = rows.length === 0;
  }

  /** Choosing a result clears the text and closes the search dialog, as in the old shop. */
  #reset() {
    if (this.#input) this.#input.value = '';
    this.#show('', []);
    const dialog = document.getElementById(this.dataset.closes ?? '');
    if (dialog instanceof HTMLDialogElement) dialog.close();
  }
}

function row(entry: SearchEntry, suggestion = false): HTMLLIElement {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.href = entry.link;
  if (entry.image) {
    const image = document.createElement('img');
    image.src = entry.image;
    image.alt = '';
    image.width = 48;
    image.height = 48;
    image.loading = 'lazy';
    link.append(image);
  }
  const name = document.createElement('span');
  name.textContent = entryName(entry);
  const kind = document.createElement('small');
  kind.textContent = suggestion ? `${entry.type} · you might also like` : entry.type;
  link.append(name, kind);
  item.append(link);
  return item;
}

if (!customElements.get('site-search-results')) customElements.define('site-search-results', SiteSearchResults);
