import type { DeliveryPromiseView } from '@koolers/contracts/delivery';
import { type FormEvent, useEffect, useState } from 'react';
import { api } from '../../../lib/api.ts';
import { useWords } from '../../../lib/words.tsx';
import type { OrderDetail } from '../desk-api.ts';

/** Until the rider leaves, the order's time can change (the server says the same). */
const MOVABLE = new Set(['unconfirmed', 'confirmed']);

/**
 * "Move to another slot": the open slots of the days ahead for the order's pincode (full ones shown
 * full, closed ones left out, the order's own one left out), read fresh from the shop's promise.
 * The server checks the slot again and moves the place in one step; `onMove` answers whether it moved.
 */
export function SlotMove({ order, onMove }: { order: OrderDetail; onMove: (date: string, slotId: string) => Promise<boolean> }) {
  const words = useWords('deskOrders');
  const [view, setView] = useState<DeliveryPromiseView | null>(null);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const movable = MOVABLE.has(order.deliveryStatus);
  const pincode = order.customerDetails.pincode;
  const own = order.promised?.kind === 'slot' ? `${order.promised.date}|${order.promised.slotId}` : '';

  // Read again after each move (`own` changes): the places taken changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `own` is the reason to read again, not an input.
  useEffect(() => {
    if (!movable) return;
    const query = pincode ? `?pincode=${encodeURIComponent(pincode)}` : '';
    void api.get<DeliveryPromiseView>(`/delivery/promise${query}`, { headers: { 'Cache-Control': 'no-cache' } }).then((result) => {
      if (result.ok) setView(result.data);
    });
  }, [movable, pincode, own]);

  if (!movable || !view) return null;
  const days = view.days
    .map((day) => ({ ...day, slots: day.slots.filter((slot) => !slot.closed && `${day.date}|${slot.slotId}` !== own) }))
    .filter((day) => day.slots.length > 0);
  if (!days.length) return null;

  async function move(event: FormEvent) {
    event.preventDefault();
    const [date = '', slotId = ''] = value.split('|');
    if (!slotId) return;
    setBusy(true);
    if (await onMove(date, slotId)) setValue('');
    setBusy(false);
  }

  return (
    <form className="desk-slot-move no-print" onSubmit={move}>
      <label htmlFor="slot-move">{words.moveToAnotherSlot}</label>
      <select id="slot-move" value={value} onChange={(event) => setValue(event.target.value)}>
        <option value="">{words.chooseSlot}</option>
        {days.map((day) => (
          <optgroup key={day.date} label={day.label}>
            {day.slots.map((slot) => (
              <option key={slot.slotId} value={`${day.date}|${slot.slotId}`} disabled={slot.full}>
                {day.label}, {slot.label}
                {slot.full ? ` ${words.slotFull}` : ''}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <button type="submit" className="button--light" disabled={!value || busy} aria-busy={busy || undefined}>
        {words.move}
      </button>
    </form>
  );
}
