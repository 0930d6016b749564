/** The search index of each language the shop is written in (build/search-index.ts), one file each. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { searchIndexIn } from '../../build/search-index.ts';
import { SEARCH_LOCALES } from '../../lib/search/search.ts';

export const getStaticPaths = (() => SEARCH_LOCALES.map((locale) => ({ params: { locale } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const locale = SEARCH_LOCALES.find((candidate) => candidate === params.locale) ?? 'en';
  return new Response(JSON.stringify(await searchIndexIn(locale)), { headers: { 'Content-Type': 'application/json' } });
};
