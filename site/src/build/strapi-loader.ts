import { createHash } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import type { Loader } from 'astro/loaders';
import { z } from 'astro/zod';

export type StrapiLoaderOptions = {
  /** Strapi's base URL, e.g. http://127.0.0.1:1337 */
  url: string;
  /** REST path of the type: the singular name of a single type, the plural of a collection. */
  path: string;
  kind: 'single' | 'collection';
  /**
   * The other languages to read beside English (issue 35). A localized type's translations are
   * stored as `<language>/<id>` (`hi/site-setting`, `mr/<documentId>`), as Strapi gives them:
   * build/content.ts lays each over its English. A type that is not localized answers in English
   * whatever the language asked (its documents carry no `locale`): it has no translations.
   */
  translations?: readonly string[];
  /** Strapi `populate` parameter; `*` populates one level. */
  populate?: string;
  /** Reads drafts instead of published content (the preview build): Strapi's SITE_PREVIEW_SECRET. */
  draftsSecret?: string;
  /**
   * Checked against each document before it is stored; a document that fails stops the load with the
   * error `onInvalid` makes of it (so the build fails naming the entry, and the live site stays as it was).
   */
  schema?: z.core.$ZodType;
  onInvalid?: (document: Record<string, unknown>, issues: z.core.$ZodIssue[]) => Error;
  /**
   * Appends one JSON line per request to this file: the URL and the SHA-256 of Strapi's answer (or
   * `unreachable`). The web front asks again after a restart: an equal answer everywhere means the
   * build it still has shows the content as it is.
   */
  recordTo?: string;
  fetch?: typeof fetch;
};

class CmsUnreachableError extends Error {}

type StrapiDocument = { documentId: string; [field: string]: unknown };
type StrapiPage = { data: StrapiDocument[]; meta: { pagination: { page: number; pageCount: number } } };

/**
 * A content-collection loader that reads published documents from Strapi's REST API at build time.
 * A single type becomes one entry whose id is its path; a collection becomes one entry per document.
 */
export function strapiLoader(options: StrapiLoaderOptions): Loader {
  const get = options.fetch ?? fetch;
  return {
    name: `strapi:${options.path}`,
    async load({ store, parseData, logger }) {
      let documents: { id: string; document: StrapiDocument }[];
      try {
        documents = await fetchLanguage();
        for (const language of options.translations ?? []) {
          const translated = await fetchLanguage(language);
          documents.push(
            ...translated
              .filter(({ document }) => document.locale === language)
              .map(({ id, document }) => ({ id: `${language}/${id}`, document })),
          );
        }
      } catch (error) {
        if (!(error instanceof CmsUnreachableError)) throw error;
        // Keep what the last successful load stored (Astro persists it in .astro/), so a type check or
        // a rebuild while Strapi restarts still works; a page that needs missing content fails itself.
        logger.warn(`${error.message} Keeping the ${store.keys().length} ${options.path} entries from the last load.`);
        return;
      }
      store.clear();
      for (const { id, document } of documents) {
        const checked = options.schema && z.safeParse(options.schema, document, { reportInput: true });
        if (checked && !checked.success) {
          throw options.onInvalid?.(document, checked.error.issues) ?? checked.error;
        }
        store.set({ id, data: await parseData({ id, data: document }) });
      }
      logger.info(`${documents.length} ${options.path} from Strapi`);
    },
  };

  /** The type's documents in English (no `language`) or in a translation, each with its entry id. */
  async function fetchLanguage(language?: string): Promise<{ id: string; document: StrapiDocument }[]> {
    if (options.kind === 'single') {
      const document = await fetchSingle(language);
      return document ? [{ id: options.path, document }] : [];
    }
    return (await fetchAll(language)).map((document) => ({ id: document.documentId, document }));
  }

  /** A single type; a translation nobody has written yet is Strapi's 404, and none. */
  async function fetchSingle(language?: string): Promise<StrapiDocument | null> {
    const body = (await request(new URLSearchParams(language ? { locale: language } : {}), { missing: language !== undefined })) as {
      data: StrapiDocument;
    } | null;
    return body?.data ?? null;
  }

  async function fetchAll(language?: string): Promise<StrapiDocument[]> {
    const documents: StrapiDocument[] = [];
    for (let page = 1, pageCount = 1; page <= pageCount; page++) {
      const params = new URLSearchParams({
        ...(language ? { locale: language } : {}),
        'pagination[page]': String(page),
        'pagination[pageSize]': '100',
      });
      const body = (await request(params)) as StrapiPage;
      documents.push(...body.data);
      pageCount = body.meta.pagination.pageCount;
    }
    return documents;
  }

  /** Strapi's answer; with `missing`, a 404 is `null` rather than an error. */
  async function request(params: URLSearchParams, { missing = false } = {}): Promise<unknown> {
    if (options.populate) params.set('populate', options.populate);
    if (options.draftsSecret) params.set('status', 'draft');
    const query = params.size ? `?${params}` : '';
    const url = `${options.url}/api/${options.path}${query}`;
    const headers: Record<string, string> = options.draftsSecret ? { 'X-Koolers-Preview': options.draftsSecret } : {};
    let response: Response;
    try {
      response = await get(url, { headers, signal: AbortSignal.timeout(15_000) });
    } catch (error) {
      record({ url, unreachable: true });
      throw new CmsUnreachableError(`Strapi is not reachable at ${options.url} (${String(error)}).`);
    }
    if (!response.ok && !(missing && response.status === 404)) throw new Error(`Strapi answered ${response.status} for ${url}`);
    const text = await response.text();
    record({ url, sha256: createHash('sha256').update(text).digest('hex') });
    return response.ok ? JSON.parse(text) : null;
  }

  function record(line: { url: string; sha256?: string; unreachable?: true }): void {
    if (options.recordTo) appendFileSync(options.recordTo, `${JSON.stringify(line)}\n`);
  }
}
