import { type FormEvent, useState } from 'react';
import { useWords } from '../../../lib/words.tsx';
import type { OrderDetail } from '../desk-api.ts';
import { atTime } from '../desk-time.ts';

/**
 * Staff's notes about the order (customers never see them) and the box to add one.
 * `onAdd` answers whether the note was kept, so the box empties only then.
 */
export function NotesPanel({ order, onAdd }: { order: OrderDetail; onAdd: (body: string) => Promise<boolean> }) {
  const words = useWords('deskOrders');
  const [note, setNote] = useState('');

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) return;
    if (await onAdd(note.trim())) setNote('');
  }

  return (
    <section className="desk-panel no-print" aria-labelledby="notes-heading">
      <h2 id="notes-heading">{words.internalNotes}</h2>
      {order.notes.length === 0 ? (
        <p>{words.noNotes}</p>
      ) : (
        <ul>
          {order.notes.map((entry) => (
            <li key={entry.id}>
              {entry.body} — {entry.by}, {atTime(entry.at)}
            </li>
          ))}
        </ul>
      )}
      <form className="form" onSubmit={add}>
        <div className="field">
          <label htmlFor="order-note">{words.newNote}</label>
          <textarea id="order-note" rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
        </div>
        <div className="form__actions">
          <button type="submit">{words.addNote}</button>
        </div>
      </form>
    </section>
  );
}
