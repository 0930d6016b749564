import type { DeskSlotLoad } from '@koolers/contracts/delivery';

/**
 * A delivery day's load, for the dispatcher: each slot's places taken of its capacity ("9–11 am,
 * 7 of 10") and the orders promised as soon as possible, each a button that shows only that slot's
 * orders (pressed again, or "All slots", shows the whole day again).
 */
export function SlotLoad({ load, slot, onShow }: { load: DeskSlotLoad; slot: string; onShow: (slot: string) => void }) {
  const choice = (id: string, words: string, full = false) => (
    <li key={id || 'all'}>
      <button
        type="button"
        className={`button--light${full ? ' desk-slot-load__full' : ''}`}
        aria-pressed={slot === id}
        onClick={() => onShow(slot === id ? '' : id)}
      >
        {words}
      </button>
    </li>
  );
  return (
    <nav className="desk-slot-load" aria-label={`Delivery slots on ${load.day}`}>
      <ul>
        {choice('', 'All slots')}
        {choice('asap', `As soon as possible: ${load.asap}`)}
        {load.slots.map((entry) =>
          choice(entry.slotId, `${entry.label}: ${entry.booked} of ${entry.capacity}`, entry.booked >= entry.capacity),
        )}
      </ul>
    </nav>
  );
}
