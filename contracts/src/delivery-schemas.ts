/** The bodies that set and choose delivery: the desk's settings and a shopper's choice at checkout. */
import { z } from 'zod';
import { type DeliverySettings, OTHER_ZONE, slotLabel } from './delivery.ts';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const time = (what: string) =>
  z
    .string({ error: `Give ${what} as HH:MM.` })
    .trim()
    .regex(TIME, `Give ${what} as HH:MM (24 hours).`);
const date = z.string({ error: 'Give the date as YYYY-MM-DD.' }).trim().regex(DATE, 'Give the date as YYYY-MM-DD.');
const wholeNumber = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} must be a number.` })
    .int(`${what} must be a whole number.`)
    .min(min, `${what} must be at least ${min}.`)
    .max(max, `${what} must be at most ${max}.`);

const slot = z
  .object({
    id: z
      .string({ error: 'Each slot needs an id.' })
      .trim()
      .regex(/^[a-z0-9-]{1,30}$/, 'A slot id is 1–30 lower-case letters, digits or dashes.'),
    starts: time('when the slot starts'),
    ends: time('when the slot ends'),
    capacity: wholeNumber('A slot’s capacity', 1, 1000),
    cutoffMinutes: wholeNumber('A slot’s cut-off', 0, 24 * 60),
  })
  .refine((s) => s.starts < s.ends, { path: ['ends'], message: 'A slot must end after it starts, on the same day.' });

/** What a closure closes within its day: every slot or one (null: all), everywhere or one pincode. */
const closedPart = {
  slotId: z.string().trim().min(1).max(30).nullable().default(null),
  pincode: z
    .string()
    .trim()
    .regex(/^[1-9]\d{5}$/, 'A pincode has 6 digits.')
    .nullable()
    .default(null),
};

/** `POST /api/admin/delivery/close-today`: the whole day, or one slot, one pincode, or a slot there. */
export const restOfDayBody = z.strictObject(closedPart, { error: 'Choose what to close.' });

const closure = z.object({
  date,
  ...closedPart,
  note: z.string().trim().max(200, 'Keep the note under 200 characters.').default(''),
});

const zone = z.object({
  name: z
    .string({ error: 'Each zone needs a name.' })
    .trim()
    .min(1, 'Each zone needs a name.')
    .max(40, 'Keep a zone’s name under 40 characters.')
    .refine(
      (name) => name.toLowerCase() !== OTHER_ZONE.toLowerCase(),
      `“${OTHER_ZONE}” is where pincodes in no zone are counted: choose another name.`,
    ),
  pincodes: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[1-9]\d{5}$/, 'A pincode has 6 digits.'),
    )
    .min(1, 'A zone needs at least one pincode.')
    .max(200),
});

/** `PUT /api/admin/delivery`: the whole settings, with the version they were read at. */
export const deliverySettingsBody = z
  .object({
    version: z.number({ error: 'Reload the settings and try again.' }).int().min(0),
    asap: z.object({
      enabled: z.boolean({ error: 'Say whether “as soon as possible” delivery is on.' }),
      promisedMinutes: wholeNumber('The promised minutes', 5, 240),
    }),
    slots: z.array(slot).max(24, 'At most 24 slots a day.').default([]),
    daysAhead: wholeNumber('Days ahead', 0, 14),
    closures: z.array(closure).max(500).default([]),
    zones: z.array(zone).max(50, 'At most 50 zones.').default([]),
  })
  .superRefine((body, ctx) => {
    const ids = new Set<string>();
    const sorted = [...body.slots].sort((a, b) => a.starts.localeCompare(b.starts));
    for (const [index, s] of body.slots.entries()) {
      if (ids.has(s.id)) ctx.addIssue({ code: 'custom', path: ['slots', index, 'id'], message: `Two slots have the id “${s.id}”.` });
      ids.add(s.id);
    }
    for (let i = 1; i < sorted.length; i++) {
      const [before, after] = [sorted[i - 1], sorted[i]];
      if (before && after && after.starts < before.ends) {
        ctx.addIssue({
          code: 'custom',
          path: ['slots'],
          message: `The slots ${slotLabel(before.starts, before.ends)} and ${slotLabel(after.starts, after.ends)} overlap.`,
        });
      }
    }
    const names = new Set<string>();
    const zoneOf = new Map<string, string>();
    for (const [index, z] of body.zones.entries()) {
      if (names.has(z.name.toLowerCase()))
        ctx.addIssue({ code: 'custom', path: ['zones', index, 'name'], message: `Two zones are called “${z.name}”.` });
      names.add(z.name.toLowerCase());
      for (const pincode of z.pincodes) {
        const other = zoneOf.get(pincode);
        if (other !== undefined && other !== z.name) {
          ctx.addIssue({
            code: 'custom',
            path: ['zones', index, 'pincodes'],
            message: `${pincode} is in two zones: ${other} and ${z.name}.`,
          });
        }
        zoneOf.set(pincode, z.name);
      }
    }
    for (const [index, c] of body.closures.entries()) {
      if (c.slotId !== null && !ids.has(c.slotId)) {
        ctx.addIssue({ code: 'custom', path: ['closures', index, 'slotId'], message: `There is no slot “${c.slotId}” to close.` });
      }
    }
  })
  .transform(({ version, ...settings }) => ({
    version,
    settings: {
      ...settings,
      slots: [...settings.slots].sort((a, b) => a.starts.localeCompare(b.starts)),
      closures: [...settings.closures].sort((a, b) => a.date.localeCompare(b.date)),
      zones: settings.zones.map((z) => ({ name: z.name, pincodes: [...new Set(z.pincodes)] })),
    } satisfies DeliverySettings,
  }));

/** The delivery an order asks for; none given means as soon as possible, when that is offered. */
export const deliveryChoiceSchema = z
  .discriminatedUnion(
    'kind',
    [z.object({ kind: z.literal('asap') }), z.object({ kind: z.literal('slot'), date, slotId: z.string().trim().min(1).max(30) })],
    { error: 'Please choose when you want your order delivered.' },
  )
  .optional();
