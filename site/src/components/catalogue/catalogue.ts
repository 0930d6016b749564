/** Build-time helpers of the catalogue pages: the store banner's delivery line and the category filter. */

/**
 * The places a store address names before its state and PIN code, as the banner says them:
 * "…, Sector 17, Vashi, Navi Mumbai, Maharashtra 400703" → "Navi Mumbai and Vashi".
 * Null when the address does not end that way, so the banner never prints a scrap of an address.
 */
export function deliveryArea(address: string): string | null {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 4 || !/\d{6}$/.test(parts.at(-1) ?? '')) return null;
  const [locality, city] = parts.slice(-3, -1);
  return locality === city ? city : `${city} and ${locality}`;
}

/** "We deliver across Navi Mumbai and Vashi, within 50 km of our store", from the site settings. */
export function deliveryLine(settings: { address: string; deliveryRadiusKm: number }): string {
  const area = deliveryArea(settings.address);
  const radius = `within ${settings.deliveryRadiusKm} km of our store`;
  return area ? `We deliver across ${area}, ${radius}` : `We deliver ${radius}`;
}

/** A category slug safe inside an id, a class list and a quoted CSS attribute selector. */
export function categoryKey(slug: string): string {
  return slug.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
}

/**
 * The filter works without JavaScript: one radio per category, and for each one a rule that hides the
 * cards without that category and shows that category's count while it is checked. Categories come
 * from Strapi, so the rules are written at build time.
 */
export function filterCss(keys: string[]): string {
  return keys
    .map((key) => {
      const checked = `.catalogue:has(#category-${key}:checked)`;
      return [
        `${checked} .product-card:not([data-categories~="${key}"]),${checked} [data-count="all"]{display:none}`,
        `${checked} [data-count="${key}"]{display:inline}`,
      ].join('');
    })
    .join('');
}

/** "Showing 4 of 14 products", "Showing all 14 products" or the catalogue's 'No products found.' */
export function matchCountText(matching: number, total: number): string {
  if (matching === 0) return 'No products found.';
  if (matching === total) return `Showing all ${total} ${total === 1 ? 'product' : 'products'}`;
  return `Showing ${matching} of ${total} products`;
}
