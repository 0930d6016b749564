import type { WordsOf } from '@koolers/contracts/words/index';
import { api, isServerTrouble } from './api.ts';

/** What the delivery line says in the page's language (from the `deliveryCheck` area). */
export type DeliveryCheckWords = Pick<
  WordsOf<'deliveryCheck'>,
  'checking' | 'unavailable' | 'locationFailed' | 'locationDenied' | 'noGeolocation'
>;

export type Position = { latitude: number; longitude: number };
export type DeliveryAnswer =
  /** `pincode`: the one the answer is about (for a position, the pincode of the area it lies in). */
  | { state: 'available'; message: string; pincode?: string }
  /** Outside the area: the server's own words say why. */
  | { state: 'unavailable'; message: string; pincode?: string }
  /** No answer: `retry` when asking again may help (the shop could not be reached, or failed). */
  | { state: 'error'; message: string; retry: boolean };

/**
 * Whether we deliver to a pincode or a position, asked of the commerce API (the one delivery rule,
 * which the order itself is checked against), so the page never promises what the order would refuse.
 */
export async function checkDelivery(destination: { pincode: string } | { location: Position }): Promise<DeliveryAnswer> {
  const result = await api.post<{ available: boolean; message: string; pincode?: string }>('/delivery/check', destination);
  if (!result.ok) return { state: 'error', message: result.message, retry: isServerTrouble(result) };
  const { available, message, pincode } = result.data;
  return { state: available ? 'available' : 'unavailable', message, ...(pincode ? { pincode } : {}) };
}

/**
 * Whether we deliver where the shopper is: their position, asked only when they press the button,
 * then the server's answer. A position that cannot be had says why in the spec's words.
 */
export async function checkMyPosition(words: DeliveryCheckWords): Promise<DeliveryAnswer> {
  let position: Position;
  try {
    position = await currentPosition(words);
  } catch (error) {
    return { state: 'error', message: (error as Error).message, retry: false };
  }
  return checkDelivery({ location: position });
}

/** The shopper's position. Rejects with the line to show: no geolocation at all, permission refused, or no fix. */
export function currentPosition(words: DeliveryCheckWords): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error(words.noGeolocation));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject(new Error(error.code === error.PERMISSION_DENIED ? words.locationDenied : words.locationFailed)),
      { timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  });
}

/** The verdict line: "Delivery Available", or "Delivery Not Available. Sorry, …" in the server's words. */
export function verdictLine(answer: DeliveryAnswer, words: DeliveryCheckWords): string {
  return answer.state === 'unavailable' ? `${words.unavailable}. ${answer.message}` : answer.message;
}
