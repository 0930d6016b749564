import type { DeskSlotLoad } from '@koolers/contracts/delivery';
import { fill, useWords } from '../../../lib/words.tsx';

/**
 * A delivery day's load, for the dispatcher: each slot's places taken of its capacity ("9–11 am,
 * 7 of 10") and the orders promised as soon as possible, each a button that shows only that slot's
 * orders (pressed again, or "All slots", shows the whole day again); beside them, the same day's
 * orders per zone and slot.
 */
export function SlotLoad({ load, slot, onShow }: { load: DeskSlotLoad; slot: string; onShow: (slot: string) => void }) {
  const words = useWords('deskOrders');
  const choice = (id: string, label: string, full = false) => (
    <li key={id || 'all'}>
      <button
        type="button"
        className={`button--light${full ? ' desk-slot-load__full' : ''}`}
        aria-pressed={slot === id}
        onClick={() => onShow(slot === id ? '' : id)}
      >
        {label}
      </button>
    </li>
  );
  return (
    <>
      <nav className="desk-slot-load" aria-label={fill(words.deliverySlotsOn, { day: load.day })}>
        <ul>
          {choice('', words.allSlots)}
          {choice('asap', fill(words.asapCount, { count: load.asap }))}
          {load.slots.map((entry) =>
            choice(
              entry.slotId,
              fill(words.slotBooked, { slot: entry.label, booked: entry.booked, capacity: entry.capacity }),
              entry.booked >= entry.capacity,
            ),
          )}
        </ul>
      </nav>
      {load.zones.length > 0 && <ZoneLoad load={load} />}
    </>
  );
}

/** The day's orders per zone and slot, for sending riders where the orders are. */
function ZoneLoad({ load }: { load: DeskSlotLoad }) {
  const words = useWords('deskOrders');
  return (
    <table className="desk-table desk-zone-load">
      <caption>{fill(words.ordersPerZoneOn, { day: load.day })}</caption>
      <thead>
        <tr>
          <th scope="col">{words.zone}</th>
          <th scope="col" className="number">
            {words.asSoonAsPossible}
          </th>
          {load.slots.map((slot) => (
            <th key={slot.slotId} scope="col" className="number">
              {slot.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {load.zones.map((zone) => (
          <tr key={zone.zone}>
            <th scope="row">{zone.zone}</th>
            <td className="number">{zone.asap}</td>
            {load.slots.map((slot) => (
              <td key={slot.slotId} className="number">
                {zone.slots[slot.slotId] ?? 0}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
