import {
  type DeliveryDay,
  type DeliveryPromiseView,
  type DeliverySettings,
  type DeliverySlot,
  type OpeningHours,
  type SlotOffer,
  slotLabel,
} from '@koolers/contracts/delivery';
import { type Language, messageIn } from '@koolers/contracts/messages';
import { addDays, indiaInstant, inIndia, minuteOf, weekdayOf } from '../time/india-time.ts';
import { hoursOn } from './opening-hours.ts';

/**
 * The promise, worked out from the owners' settings, Strapi's opening hours, the places already
 * taken and the time now, all in India's time. Pure: the service reads the facts, this decides.
 */
export type PromiseFacts = {
  settings: DeliverySettings;
  hours: readonly OpeningHours[];
  /** Places taken per `day|slotId`. */
  booked: ReadonlyMap<string, number>;
  now: Date;
  /** The shopper's pincode when known: its closures count too. */
  pincode?: string | null | undefined;
};

export const bookedKey = (day: string, slotId: string) => `${day}|${slotId}`;

/** Why a slot cannot be booked now, or null when it can. */
export type SlotRefusal = 'closed' | 'full' | null;

/** Closed by the owners for that day: the whole day, that slot, or the shopper's pincode. */
function closedBy(facts: PromiseFacts, date: string, slotId: string | null): boolean {
  return facts.settings.closures.some(
    (closure) =>
      closure.date === date &&
      (closure.slotId === null || closure.slotId === slotId) &&
      (closure.pincode === null || closure.pincode === (facts.pincode ?? undefined)),
  );
}

/** Whether `slot` on India's `date` can take an order now, and if not why. */
export function slotRefusal(facts: PromiseFacts, date: string, slot: DeliverySlot): SlotRefusal {
  const today = inIndia(facts.now).date;
  if (date < today || date > addDays(today, facts.settings.daysAhead)) return 'closed';
  if (hoursOn(facts.hours, weekdayOf(date)) === null) return 'closed';
  const cutoff = indiaInstant(date, minuteOf(slot.starts) - slot.cutoffMinutes);
  if (facts.now.getTime() >= cutoff.getTime()) return 'closed';
  if (closedBy(facts, date, slot.id)) return 'closed';
  if ((facts.booked.get(bookedKey(date, slot.id)) ?? 0) >= slot.capacity) return 'full';
  return null;
}

/** The instant an order placed now as soon as possible arrives by; null when that is not offered now. */
export function asapBy(facts: PromiseFacts): Date | null {
  const { asap } = facts.settings;
  if (!asap.enabled) return null;
  const now = inIndia(facts.now);
  const hours = hoursOn(facts.hours, now.weekday);
  if (!hours || now.minute < hours.opens || now.minute >= hours.closes) return null;
  if (closedBy(facts, now.date, null)) return null;
  // Rounded up to five minutes: "by 4:35 pm", not "by 4:33 pm".
  const by = facts.now.getTime() + asap.promisedMinutes * 60_000;
  return new Date(Math.ceil(by / 300_000) * 300_000);
}

/** Every slot of the days that can be chosen, each with whether it is full or closed, named in `language`. */
export function bookableDays(facts: PromiseFacts, language: Language = 'en'): DeliveryDay[] {
  const today = inIndia(facts.now).date;
  const days: DeliveryDay[] = [];
  for (let offset = 0; offset <= facts.settings.daysAhead; offset++) {
    const date = addDays(today, offset);
    const words = messageIn(language, 'delivery_promise.day', { date, today });
    days.push({
      date,
      label: words.charAt(0).toUpperCase() + words.slice(1),
      slots: facts.settings.slots.map((slot): SlotOffer => {
        const refusal = slotRefusal(facts, date, slot);
        return { date, slotId: slot.id, label: slotLabel(slot.starts, slot.ends), full: refusal === 'full', closed: refusal === 'closed' };
      }),
    });
  }
  return days;
}

/**
 * The first slot that can be booked now (a full or closed one is passed over, and `besides`: an
 * order's own slot). `days`: bookableDays(facts), when the caller has worked them out already.
 */
export function nextSlot(
  facts: PromiseFacts,
  besides?: { date: string; slotId: string },
  days: readonly DeliveryDay[] = bookableDays(facts),
  language: Language = 'en',
): DeliveryPromiseView['nextSlot'] {
  const today = inIndia(facts.now).date;
  for (const day of days) {
    const slot = day.slots.find(
      (offer) => !offer.full && !offer.closed && !(offer.date === besides?.date && offer.slotId === besides?.slotId),
    );
    if (slot) return { ...slot, dayLabel: messageIn(language, 'delivery_promise.day', { date: day.date, today }) };
  }
  return null;
}

/** The promise the buy box, the cart and the checkout show, in the shopper's language. */
export function deliveryPromise(facts: PromiseFacts, language: Language = 'en'): DeliveryPromiseView {
  const today = inIndia(facts.now).date;
  const by = asapBy(facts);
  const days = bookableDays(facts, language);
  const next = nextSlot(facts, undefined, days, language);
  const asap = by
    ? {
        by: by.toISOString(),
        words: messageIn(language, 'delivery_promise.arrives', { date: inIndia(by).date, time: timeOfInstant(by), today }),
      }
    : null;
  // "We're closed now" only where the shop delivers right away when open.
  const closedNow = facts.settings.asap.enabled;
  const headline = asap
    ? asap.words
    : next
      ? messageIn(language, 'delivery_promise.next', { closedNow, next, today })
      : messageIn(language, 'delivery_promise.none', { closedNow });
  return { today, asap, nextSlot: next, headline, days };
}

function timeOfInstant(at: Date): string {
  const { minute } = inIndia(at);
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}
