import { api } from './api.ts';

/** The delivery line's wording, verbatim from the spec. */
export const DELIVERY_STATUS = {
  checking: 'Fetching delivery status...',
  available: 'Delivery Available',
  unavailable: 'Delivery Not Available',
  locationFailed: 'Unable to fetch location',
  locationDenied: 'Location unavailable',
  noGeolocation: 'Geolocation is not supported by your browser.',
} as const;

export type Position = { latitude: number; longitude: number };
export type DeliveryAnswer =
  | { state: 'available'; message: string }
  /** Outside the area: the server's own words say why. */
  | { state: 'unavailable'; message: string }
  | { state: 'error'; message: string };

/**
 * Whether we deliver to a pincode or a position, asked of the commerce API (the same area the
 * order itself is checked against), so the page never promises what the order would refuse.
 */
export async function checkDelivery(destination: { pincode: string } | { location: Position }): Promise<DeliveryAnswer> {
  const result = await api.post<{ available: boolean; message: string }>('/delivery/check', destination);
  if (!result.ok) return { state: 'error', message: result.message };
  return result.data.available
    ? { state: 'available', message: result.data.message }
    : { state: 'unavailable', message: result.data.message };
}

/**
 * The shopper's position, asked only when they press the button. Rejects with the line to show:
 * no geolocation at all, permission refused, or no fix.
 */
export function currentPosition(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error(DELIVERY_STATUS.noGeolocation));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) =>
        reject(new Error(error.code === error.PERMISSION_DENIED ? DELIVERY_STATUS.locationDenied : DELIVERY_STATUS.locationFailed)),
      { timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  });
}
