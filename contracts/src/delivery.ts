/**
 * When an order arrives: the owners' delivery settings (set at the desk, `/api/admin/delivery`), the
 * promise the shop shows before anything is paid (`GET /api/delivery/promise`) and the words a
 * shopper reads. Zod-free, for the site's pages and the desk's islands: the body the desk sends is
 * parsed by `delivery-schemas.ts`. Times are India's wall clock (Asia/Kolkata), 'HH:MM' in 24 hours;
 * dates are India's dates, 'YYYY-MM-DD'.
 */

/** A scheduled delivery window, e.g. 09:00–11:00, taking at most `capacity` orders a day. */
export type DeliverySlot = {
  /** Stable id an order keeps (e.g. 'morning'), so an owner may rename or move the window. */
  id: string;
  starts: string;
  ends: string;
  /** How many orders the riders can carry in this window on one day. */
  capacity: number;
  /** Orders for the slot close this many minutes before it starts. */
  cutoffMinutes: number;
};

/** A closure for one day: the whole day (no slot, no pincode), one slot, or one pincode. */
export type DeliveryClosure = { date: string; slotId: string | null; pincode: string | null; note: string };

/** Pincodes the riders work together ("Vashi": 400703, 400705); a pincode is in one zone at most. */
/** An area we deliver to, as a sentence names it: its places ("Vashi, Sanpada") and its pincode. */
export type AreaWeServe = { places: readonly string[]; pincode: string };

/**
 * The areas we deliver to, as "We deliver to …" lists them: each by its place names, or by its
 * pincode (`{ pincode }`, worded in the sentence's language), then how many more were left out.
 */
export type PlacesWeServe = { named: readonly (string | { pincode: string })[]; more: number };

export type DeliveryZone = { name: string; pincodes: string[] };

/** Where the desk counts an order whose pincode is in no zone. */
export const OTHER_ZONE = 'Other';

export type DeliverySettings = {
  /** "As soon as possible": an order placed while the shop is open arrives within `promisedMinutes`. */
  asap: { enabled: boolean; promisedMinutes: number };
  slots: DeliverySlot[];
  /** How many days after today a slot may be chosen (0: today only). */
  daysAhead: number;
  closures: DeliveryClosure[];
  zones: DeliveryZone[];
};

/** The weekdays as Strapi's opening hours name them (Monday first). */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One run of Strapi's opening hours ("Monday to Saturday, 09:00–22:00"), as the API reads it. */
export type OpeningHours = { fromDay: Weekday; toDay: Weekday; opens: string; closes: string };

/** What the desk reads (`GET /api/admin/delivery`): the settings, the shop's hours from Strapi, who changed them last. */
export type DeskDeliverySettings = {
  settings: DeliverySettings;
  /** Sent back with a change: a change made meanwhile by someone else is refused, not overwritten. */
  version: number;
  /** Strapi's opening hours (edited there, with the hours search engines read); empty for none. */
  openingHours: OpeningHours[];
  updatedAt: string | null;
  updatedBy: string | null;
};

/** A slot on one day, as a shopper may choose it. */
export type SlotOffer = {
  date: string;
  slotId: string;
  /** "9–11 am", "11 am–1 pm". */
  label: string;
  /** Every place is taken. */
  full: boolean;
  /** Past its cut-off, or closed by the owners. */
  closed: boolean;
};

export type DeliveryDay = { date: string /** "Today", "Tomorrow", "Wed 2 Dec". */; label: string; slots: SlotOffer[] };

/** `GET /api/delivery/promise`: the next promise and the slots that can be booked. */
export type DeliveryPromiseView = {
  /** India's date now. */
  today: string;
  /** An order placed now, as soon as possible: by when (ISO instant) and its words; null when not offered now. */
  asap: { by: string; words: string } | null;
  /** The first slot a shopper can book, or null when none in the days ahead. */
  nextSlot: (SlotOffer & { dayLabel: string }) | null;
  /** The one line the buy box and the cart show. */
  headline: string;
  days: DeliveryDay[];
};

/**
 * A day's load at the desk (the orders list for a delivery day): each slot's places taken of its
 * capacity, and the orders promised as soon as possible that day.
 */
export type DeskSlotLoad = {
  day: string;
  slots: { slotId: string; label: string; booked: number; capacity: number }[];
  asap: number;
  /**
   * The same day's orders per zone (the owners' zones in their order, then "Other" when any order's
   * pincode is in none): how many as soon as possible, and per slot id.
   */
  zones: { zone: string; asap: number; slots: Record<string, number> }[];
};

/** What an order asks for: as soon as possible, or a slot on a day. */
export type DeliveryChoice = { kind: 'asap' } | { kind: 'slot'; date: string; slotId: string };

/** What an order was promised when it was placed (null on an order placed without a promise). */
export type OrderPromise = { kind: 'asap'; by: string } | { kind: 'slot'; date: string; slotId: string; starts: string; ends: string };

/**
 * "As soon as possible, by 4:35 pm (Mon 30 Nov)" or "Tue 1 Dec, 9–11 am": an order's promise on the
 * desk and the dispatch sheet (in English, as the desk is); the shopper reads it in their language
 * through the message catalogue's `delivery_promise.order`.
 */
export function orderPromiseWords(promise: OrderPromise): string {
  if (promise.kind === 'asap') {
    const at = inIndiaAt(promise.by);
    return `As soon as possible, by ${clockWords(at.time)} (${shortDate(at.date, 'en-GB')})`;
  }
  return `${shortDate(promise.date, 'en-GB')}, ${slotLabel(promise.starts, promise.ends)}`;
}

/** India's date ('YYYY-MM-DD') and wall-clock time ('HH:MM') at an instant: UTC+5:30 all year, India has no daylight saving. */
export function inIndiaAt(instant: string | Date): { date: string; time: string } {
  const wall = new Date(new Date(instant).getTime() + 330 * 60_000).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/** The field the checkout shows a refused delivery choice beside. */
export const DELIVERY_CHOICE_FIELD = 'delivery';

/** "9–11 am", "11 am–1 pm", "4–6 pm" from 'HH:MM' 24-hour times. */
export function slotLabel(starts: string, ends: string): string {
  const [a, b] = [clock(starts), clock(ends)];
  return a.half === b.half ? `${a.time}–${b.time} ${b.half}` : `${a.time} ${a.half}–${b.time} ${b.half}`;
}

/** "4:30 pm", "9 am" from 'HH:MM'. */
export function clockWords(time: string): string {
  const { time: t, half } = clock(time);
  return `${t} ${half}`;
}

function clock(time: string): { time: string; half: 'am' | 'pm' } {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return { time: minutes ? `${twelve}:${String(minutes).padStart(2, '0')}` : String(twelve), half: hours < 12 ? 'am' : 'pm' };
}

/** A slot offered next, as the promise and a refusal name it. */
export type NextOffer = { date: string; label: string };

/**
 * A slot a shopper cannot have, as its refusal names it: language-free facts (India's dates, the
 * slot's label), worded in the shopper's language by the message catalogue.
 */
export type RefusedSlot = { slot: string; date: string; today: string; next: NextOffer | null };

/** The day after India's `date` ('YYYY-MM-DD'). */
export function dayAfter(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** India's `date` as a short date in `locale` ("Wed 2 Dec", "बुध, 2 दिस॰"), with Latin digits as the shop's prices have. */
export function shortDate(date: string, locale: string): string {
  let format = DAY_FORMATS.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, { timeZone: 'Asia/Kolkata', weekday: 'short', day: 'numeric', month: 'short' });
    DAY_FORMATS.set(locale, format);
  }
  // Noon in India on that date: the day's name whatever the reader's own time zone.
  return format.format(new Date(`${date}T12:00:00+05:30`));
}

/** India's `date` as a shopper reads it on `today`: the language's own words for today and tomorrow, otherwise its short date. */
export function calendarDay(date: string, today: string, words: { today: string; tomorrow: string }, locale: string): string {
  if (date === today) return words.today;
  if (date === dayAfter(today)) return words.tomorrow;
  return shortDate(date, locale);
}
