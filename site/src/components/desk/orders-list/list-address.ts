import { type Filters, filterQuery, NO_FILTERS } from '../desk-api.ts';

/**
 * What the orders list shows, as its address holds it: the filters, the search, the status tabs
 * and the page (`cursor` for the page after a row, `before` for the page before one). Reload, Back
 * and a shared link show the same list; the order pages carry it too, for their previous and next.
 */
export type ListAddress = { filters: Filters; cursor: string; before: string };

export const FIRST_PAGE: ListAddress = { filters: NO_FILTERS, cursor: '', before: '' };

export function readListAddress(search: string): ListAddress {
  const params = new URLSearchParams(search);
  const filters = { ...NO_FILTERS };
  for (const key of Object.keys(NO_FILTERS) as (keyof Filters)[]) filters[key] = params.get(key) ?? NO_FILTERS[key];
  return { filters, cursor: params.get('cursor') ?? '', before: params.get('before') ?? '' };
}

/** `?…` for the list's address and its API call (empty values left out), or '' for the first page of everything. */
export function listQuery(address: ListAddress): string {
  return filterQuery(address.filters, {
    ...(address.cursor ? { cursor: address.cursor } : {}),
    ...(address.before ? { before: address.before } : {}),
  });
}
