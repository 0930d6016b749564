/**
 * Where the shop delivers, said from Strapi's list of pincodes: the one delivery rule, which the
 * commerce API enforces on every order and every check (commerce-api/src/orders/delivery-area.ts
 * words its answers the same way, from the same list).
 */

import type { Language } from '@koolers/contracts/languages';
import { fill } from '@koolers/contracts/words/fill';
import type { deliveryBoxWords } from '../components/DeliveryBox.words.ts';

type ServedPincode = { code: string; area?: string | null };

/** A run of a sentence's text; `lang: 'en'` where it is English on a Hindi or Marathi page. */
export type TextRun = { text: string; lang?: 'en' };

/** At most this many place names in a sentence; the rest are counted. */
const NAMED_PLACES = 12;

/** A place we deliver to: an area Strapi names, or a pincode that names none. */
export type ServedPlace = { area: string } | { pincode: string };

/** The places the pincodes cover, in the editors' order, once each. */
function servedPlaceList(pincodes: readonly ServedPincode[]): ServedPlace[] {
  const places = new Map<string, ServedPlace>();
  for (const { code, area } of pincodes) {
    const areas = (area ?? '')
      .split(',')
      .map((place) => place.trim())
      .filter(Boolean);
    if (!areas.length && !places.has(`pincode ${code}`)) places.set(`pincode ${code}`, { pincode: code });
    for (const name of areas) if (!places.has(name)) places.set(name, { area: name });
  }
  return [...places.values()];
}

const inEnglish = (place: ServedPlace) => ('area' in place ? place.area : `pincode ${place.pincode}`);

/** The places the pincodes cover, in the editors' order, once each (a pincode without places by its number). */
export function servedPlaces(pincodes: readonly ServedPincode[]): string[] {
  return servedPlaceList(pincodes).map(inEnglish);
}

/** The places a sentence names (at most NAMED_PLACES), and how many more it counts. */
export function placesToName(pincodes: readonly ServedPincode[]): { named: ServedPlace[]; more: number } {
  const places = servedPlaceList(pincodes);
  const named = places.slice(0, NAMED_PLACES);
  return { named, more: places.length - named.length };
}

/** "We deliver to Vashi, Sanpada, … and Kharghar." */
export function whereWeDeliver(pincodes: readonly ServedPincode[]): string {
  const { named, more } = placesToName(pincodes);
  const names = named.map(inEnglish);
  if (names.length === 0) return '';
  const last = more > 0 ? `${more} more ${more === 1 ? 'area' : 'areas'}` : names.pop();
  return names.length ? `We deliver to ${names.join(', ')} and ${last}.` : `We deliver to ${last}.`;
}

/**
 * "We deliver to Vashi, Sanpada, … and 3 more areas." in the page's language (DeliveryBox.words.ts),
 * as runs of text: a place Strapi names is its shared English word, marked so on a Hindi or Marathi
 * page. Empty when no pincode is served.
 */
export function whereWeDeliverIn(
  language: Language,
  pincodes: readonly ServedPincode[],
  words: (typeof deliveryBoxWords)['en'],
): TextRun[] {
  const { named, more } = placesToName(pincodes);
  const places: TextRun[] = named.map((place) =>
    'area' in place
      ? { text: place.area, ...(language === 'en' ? {} : { lang: 'en' as const }) }
      : { text: fill(words.pincode, { code: place.pincode }) },
  );
  if (more > 0) places.push({ text: fill(more === 1 ? words.oneMoreArea : words.moreAreas, { count: more }) });
  if (places.length === 0) return [];
  const [before = '', after = ''] = words.weDeliverTo.split('{places}');
  const list = places.flatMap((place, index) =>
    index === 0 ? [place] : [{ text: index === places.length - 1 ? words.and : ', ' }, place],
  );
  return [{ text: before }, ...list, { text: after }].filter((run) => run.text !== '');
}
