import type { PlacesWeServe } from '@koolers/contracts/delivery';
import type { Language } from '@koolers/contracts/languages';
import { messageIn } from '@koolers/contracts/messages';
import type { DeliveryArea, Position, ServedArea } from '../catalog/catalog-snapshot.ts';
import { appError } from '../http/app-error.ts';

/**
 * The shop's one delivery rule: we deliver to the pincodes listed in Strapi's site settings, and to
 * no others. A pincode is on every Indian address and is how the riders' rounds are drawn; a circle
 * around the store would promise Powai and Thane across the creek, where no rider goes. The order,
 * the PIN checks and "Use my location" all answer from this file, so no screen can promise what
 * another refuses.
 */

export type DeliveryAddress = { address: string; pincode?: string; location?: Position };

/** What a check answers: deliverable or not, the words to show, and the pincode it is about. */
export type DeliveryAnswer = { available: boolean; message: string; pincode?: string };

/** At most this many place names in a sentence; the rest are counted. */
const NAMED_PLACES = 12;

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance between two points, in kilometres (haversine). */
export function distanceKm(a: Position, b: Position): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/**
 * The order's pincode must be one we deliver to. It is the one given, or the last 6-digit number in
 * the address. A shared position travels with the order for the rider; it decides nothing.
 */
export function assertDeliverable(area: DeliveryArea, destination: DeliveryAddress): { pincode: string } {
  const pincode = destination.pincode ?? destination.address.match(/\b[1-9]\d{5}\b/g)?.at(-1);
  if (!pincode) {
    throw appError('pincode_required.address', 400);
  }
  if (!area.pincodes.has(pincode)) throw appError('outside_delivery_area.pincode', 400, { pincode, deliverTo: placesWeServe(area) });
  return { pincode };
}

/** Whether we deliver to a pincode, in words for the shopper. */
export function checkPincode(area: DeliveryArea, pincode: string, language: Language = 'en'): DeliveryAnswer {
  if (area.pincodes.has(pincode)) return { available: true, message: messageIn(language, 'delivery_check.available'), pincode };
  return {
    available: false,
    message: messageIn(language, 'outside_delivery_area.pincode', { pincode, deliverTo: placesWeServe(area) }),
    pincode,
  };
}

/**
 * Whether we deliver to a position, answered through the pincodes: the listed area whose centre is
 * nearest, when the position lies within the area's reach (`radiusKm`). The answer names that area
 * and its pincode, which the checkout then checks like any other.
 */
export function checkPosition(area: DeliveryArea, position: Position, language: Language = 'en'): DeliveryAnswer {
  const nearest = nearestArea(area.areas, position);
  if (!nearest) {
    throw appError('pincode_required.position', 400);
  }
  if (nearest.km <= area.radiusKm) {
    return {
      ...checkPincode(area, nearest.area.pincode, language),
      message: messageIn(language, 'delivery_check.available_to', { area: nearest.area }),
    };
  }
  return {
    available: false,
    message: messageIn(language, 'outside_delivery_area.position', {
      km: roundKm(nearest.km),
      nearest: nearest.area,
      deliverTo: placesWeServe(area),
    }),
  };
}

/** The places "We deliver to …" names (the catalogue words it): the areas' places, or their pincodes. */
function placesWeServe(area: DeliveryArea): PlacesWeServe {
  const seen = new Set<string>();
  const places = area.areas
    .flatMap((served): PlacesWeServe['named'] => (served.places.length ? served.places : [{ pincode: served.pincode }]))
    .filter((place) => {
      const key = typeof place === 'string' ? place : `#${place.pincode}`;
      return !seen.has(key) && Boolean(seen.add(key));
    });
  return { named: places.slice(0, NAMED_PLACES), more: Math.max(places.length - NAMED_PLACES, 0) };
}

function nearestArea(areas: readonly ServedArea[], position: Position): { area: ServedArea; km: number } | null {
  let nearest: { area: ServedArea; km: number } | null = null;
  for (const area of areas) {
    if (!area.centre) continue;
    const km = distanceKm(area.centre, position);
    if (!nearest || km < nearest.km) nearest = { area, km };
  }
  return nearest;
}

/** Kilometres as a shopper reads them: 12 km, 3.4 km. */
const roundKm = (km: number) => (km >= 10 ? Math.round(km) : Math.round(km * 10) / 10);
