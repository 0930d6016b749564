/**
 * Where the shop delivers, said from Strapi's list of pincodes: the one delivery rule, which the
 * commerce API enforces on every order and every check (commerce-api/src/orders/delivery-area.ts
 * words its answers the same way, from the same list).
 */

type ServedPincode = { code: string; area?: string | null };

/** At most this many place names in a sentence; the rest are counted. */
const NAMED_PLACES = 12;

/** The places the pincodes cover, in the editors' order, once each (a pincode without places by its number). */
export function servedPlaces(pincodes: readonly ServedPincode[]): string[] {
  const places = pincodes.flatMap(({ code, area }) => {
    const named = (area ?? '')
      .split(',')
      .map((place) => place.trim())
      .filter(Boolean);
    return named.length ? named : [`pincode ${code}`];
  });
  return [...new Set(places)];
}

/** "We deliver to Vashi, Sanpada, … and Kharghar." */
export function whereWeDeliver(pincodes: readonly ServedPincode[]): string {
  const places = servedPlaces(pincodes);
  if (places.length === 0) return '';
  const named = places.slice(0, NAMED_PLACES);
  const more = places.length - named.length;
  const last = more > 0 ? `${more} more ${more === 1 ? 'area' : 'areas'}` : named.pop();
  return named.length ? `We deliver to ${named.join(', ')} and ${last}.` : `We deliver to ${last}.`;
}
