import type { DeliveryArea } from '../catalog/catalog-snapshot.ts';
import { AppError } from '../http/app-error.ts';

export type DeliveryAddress = { address: string; pincode?: string; location?: { latitude: number; longitude: number } };

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance between two points, in kilometres (haversine). */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/**
 * We deliver to the serviceable pincodes and, when the browser shared its position, within the
 * radius of the store. The pincode is the one given, or the last 6-digit number in the address.
 */
export function assertDeliverable(area: DeliveryArea, destination: DeliveryAddress): { pincode: string } {
  const pincode = destination.pincode ?? destination.address.match(/\b[1-9]\d{5}\b/g)?.at(-1);
  if (!pincode) {
    throw new AppError('pincode_required', 'Please add your 6-digit pincode so we can check that we deliver to you.', 400);
  }
  const refusal = deliveryRefusal(area, { pincode, location: destination.location });
  if (refusal) throw new AppError('outside_delivery_area', refusal, 400);
  return { pincode };
}

/**
 * Why we can't deliver to a pincode or a position, in words for the shopper, or null when we can.
 * The checkout asks this as the shopper types, and again when the order is placed.
 */
export function deliveryRefusal(
  area: DeliveryArea,
  destination: { pincode?: string; location?: { latitude: number; longitude: number } },
): string | null {
  if (destination.pincode !== undefined && !area.pincodes.has(destination.pincode)) {
    return `Sorry, we do not deliver to pincode ${destination.pincode} yet. We deliver across Navi Mumbai and Vashi.`;
  }
  if (destination.location && distanceKm(area.store, destination.location) > area.radiusKm) {
    return `Sorry, this address is farther than ${area.radiusKm} km from our store. We deliver across Navi Mumbai and Vashi.`;
  }
  return null;
}
