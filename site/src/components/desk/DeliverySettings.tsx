import { type DeliverySettings, type DeskDeliverySettings, type OpeningHours, slotLabel } from '@koolers/contracts/delivery';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormAlert } from '../forms/FormAlert.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { desk } from './desk-api.ts';
import { atTime } from './desk-time.ts';

/** The form as typed: numbers as text (the server says what is wrong with them), one row per slot and per closure. */
type SlotRow = { id: string; starts: string; ends: string; capacity: string; cutoff: string };
type ClosureRow = { date: string; slotId: string; pincode: string; note: string };
/** A zone's pincodes as typed: separated by commas or spaces. */
type ZoneRow = { name: string; pincodes: string };
type Draft = { asapOn: boolean; minutes: string; daysAhead: string; slots: SlotRow[]; closures: ClosureRow[]; zones: ZoneRow[] };

function draftOf(settings: DeliverySettings): Draft {
  return {
    asapOn: settings.asap.enabled,
    minutes: String(settings.asap.promisedMinutes),
    daysAhead: String(settings.daysAhead),
    slots: settings.slots.map((slot) => ({
      id: slot.id,
      starts: slot.starts,
      ends: slot.ends,
      capacity: String(slot.capacity),
      cutoff: String(slot.cutoffMinutes),
    })),
    closures: settings.closures.map((closure) => ({
      date: closure.date,
      slotId: closure.slotId ?? '',
      pincode: closure.pincode ?? '',
      note: closure.note,
    })),
    zones: settings.zones.map((zone) => ({ name: zone.name, pincodes: zone.pincodes.join(', ') })),
  };
}

function settingsOf(draft: Draft): DeliverySettings {
  return {
    asap: { enabled: draft.asapOn, promisedMinutes: Number(draft.minutes) },
    daysAhead: Number(draft.daysAhead),
    // A new slot is named by its start ("slot-1600"): orders keep the id, the owners see the times.
    slots: draft.slots.map((row) => ({
      id: row.id || `slot-${row.starts.replace(':', '')}`,
      starts: row.starts,
      ends: row.ends,
      capacity: Number(row.capacity),
      cutoffMinutes: Number(row.cutoff),
    })),
    closures: draft.closures.map((row) => ({
      date: row.date,
      slotId: row.slotId || null,
      pincode: row.pincode.trim() || null,
      note: row.note.trim(),
    })),
    zones: draft.zones.map((row) => ({ name: row.name.trim(), pincodes: row.pincodes.split(/[\s,]+/).filter(Boolean) })),
  };
}

function hoursWords(hours: OpeningHours[]): string {
  if (!hours.length) return 'No opening hours are set in Strapi: the shop counts as open all day, every day.';
  const time = (at: string) => slotLabel(at, at).replace(/–.*? /, ' ');
  return hours.map((run) => `${run.fromDay} to ${run.toDay}, ${time(run.opens)} – ${time(run.closes)}`).join('; ');
}

/**
 * The owners' delivery settings: "as soon as possible" and its promised minutes, the slots riders can
 * carry (capacity and cut-off), how far ahead shoppers may choose, and closures (a day, a slot, or a
 * pincode for a day), and zones of pincodes for the desk's load. The server works out every promise
 * from them; each save is in the audit log.
 */
export function DeliverySettingsScreen() {
  const [loaded, setLoaded] = useState<DeskDeliverySettings | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const [closing, setClosing] = useState(false);
  // What "Close for the rest of the day" closes: every slot ('') or one, everywhere ('') or one pincode.
  const [closeSlot, setCloseSlot] = useState('');
  const [closePincode, setClosePincode] = useState('');
  const alert = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    void desk.deliverySettings().then((result) => {
      if (!result.ok) return setProblem(result.message);
      setLoaded(result.data);
      setDraft(draftOf(result.data.settings));
    });
  }, []);

  // A refused save is read out and in view.
  useEffect(() => {
    if (problem) alert.current?.focus();
  }, [problem]);

  if (!draft || !loaded) {
    return (
      <section aria-labelledby="delivery-heading">
        <h1 id="delivery-heading">Delivery</h1>
        <FormAlert message={problem ?? ''} />
        {!problem && <p>Loading the settings...</p>}
      </section>
    );
  }

  const set = (change: Partial<Draft>) => setDraft((current) => current && { ...current, ...change });
  const setSlot = (index: number, change: Partial<SlotRow>) =>
    set({ slots: draft.slots.map((row, at) => (at === index ? { ...row, ...change } : row)) });
  const setClosure = (index: number, change: Partial<ClosureRow>) =>
    set({ closures: draft.closures.map((row, at) => (at === index ? { ...row, ...change } : row)) });
  const setZone = (index: number, change: Partial<ZoneRow>) =>
    set({ zones: draft.zones.map((row, at) => (at === index ? { ...row, ...change } : row)) });

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft || !loaded) return;
    setBusy(true);
    setProblem(null);
    setDone('');
    const result = await desk.saveDeliverySettings(settingsOf(draft), loaded.version);
    setBusy(false);
    if (!result.ok) return setProblem(result.message);
    setLoaded(result.data);
    setDraft(draftOf(result.data.settings));
    setDone('Delivery settings saved. The shop’s promise follows them within a few seconds.');
  }

  async function closeRestOfDay() {
    setProblem(null);
    setDone('');
    const part = { slotId: closeSlot || null, pincode: closePincode.trim() || null };
    const result = await desk.closeDeliveryToday(part);
    if (!result.ok) return setProblem(result.message);
    setLoaded(result.data);
    setDraft(draftOf(result.data.settings));
    setCloseSlot('');
    setClosePincode('');
    const slot = loaded?.settings.slots.find((candidate) => candidate.id === part.slotId);
    const what = slot ? `The ${slotLabel(slot.starts, slot.ends)} slot is` : 'Deliveries are';
    setDone(
      `${what} closed for the rest of today${part.pincode ? ` in ${part.pincode}` : ''}. The shop now promises the next open time${part.slotId || part.pincode ? ' there' : ''}.`,
    );
  }

  return (
    <section aria-labelledby="delivery-heading">
      <h1 id="delivery-heading">Delivery</h1>
      <p>
        When orders arrive. The shop promises from these settings, in India’s time, and refuses a slot that is full, closed or past its
        cut-off.
      </p>
      <p className="muted">Opening hours (from Strapi’s site settings): {hoursWords(loaded.openingHours)}</p>
      {loaded.updatedAt && (
        <p className="muted">
          Last changed {atTime(loaded.updatedAt)} by {loaded.updatedBy}.
        </p>
      )}
      <div className="desk-actions">
        <button type="button" className="button--light" onClick={() => setClosing(true)}>
          Close for the rest of the day
        </button>
      </div>
      {closing && (
        <ConfirmDialog
          title="Close deliveries for the rest of today?"
          confirmLabel="Close for the rest of the day"
          onConfirm={closeRestOfDay}
          onClose={() => setClosing(false)}
        >
          <p>
            What you choose stops taking orders for the rest of today, and the shop promises the next open time instead. Orders already
            placed keep their times. Remove the closure below to open again.
          </p>
          <div className="field">
            <label htmlFor="close-slot">Close</label>
            <select id="close-slot" value={closeSlot} onChange={(event) => setCloseSlot(event.target.value)}>
              <option value="">Everything: as soon as possible and every slot</option>
              {loaded.settings.slots.map((slot) => (
                <option key={slot.id} value={slot.id}>
                  Only the {slotLabel(slot.starts, slot.ends)} slot
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="close-pincode">Only in pincode (leave empty for everywhere)</label>
            <input
              id="close-pincode"
              inputMode="numeric"
              maxLength={6}
              autoComplete="off"
              value={closePincode}
              onChange={(event) => setClosePincode(event.target.value)}
            />
          </div>
        </ConfirmDialog>
      )}
      <p role="status">{done}</p>
      <form className="desk-code-form" onSubmit={save} aria-labelledby="delivery-heading">
        {problem && (
          <p ref={alert} tabIndex={-1} className="field__error" role="alert">
            {problem}
          </p>
        )}
        <label className="desk-check">
          <input type="checkbox" checked={draft.asapOn} onChange={(event) => set({ asapOn: event.target.checked })} /> Deliver as soon as
          possible while the shop is open
        </label>
        <div className="field">
          <label htmlFor="delivery-minutes">Promised minutes (as soon as possible)</label>
          <input
            id="delivery-minutes"
            type="number"
            min={5}
            max={240}
            step={1}
            required
            value={draft.minutes}
            onChange={(event) => set({ minutes: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="delivery-days">Days ahead a slot can be chosen</label>
          <input
            id="delivery-days"
            type="number"
            min={0}
            max={14}
            step={1}
            required
            value={draft.daysAhead}
            onChange={(event) => set({ daysAhead: event.target.value })}
          />
        </div>
        <fieldset className="field">
          <legend>Slots</legend>
          <div className="desk-table-wrap">
            <table className="desk-table">
              <thead>
                <tr>
                  <th scope="col">From</th>
                  <th scope="col">To</th>
                  <th scope="col">Orders a day</th>
                  <th scope="col">Cut-off (minutes before)</th>
                  <th scope="col">
                    <span className="visually-hidden">Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {draft.slots.map((row, index) => {
                  const name = row.starts && row.ends ? slotLabel(row.starts, row.ends) : `slot ${index + 1}`;
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity until saved.
                    <tr key={index}>
                      <td>
                        <input
                          type="time"
                          aria-label={`${name}: from`}
                          required
                          value={row.starts}
                          onChange={(event) => setSlot(index, { starts: event.target.value })}
                        />
                      </td>
                      <td>
                        <input
                          type="time"
                          aria-label={`${name}: to`}
                          required
                          value={row.ends}
                          onChange={(event) => setSlot(index, { ends: event.target.value })}
                        />
                      </td>
                      <td>
                        <input
                          type="number"
                          aria-label={`${name}: orders a day`}
                          min={1}
                          step={1}
                          required
                          value={row.capacity}
                          onChange={(event) => setSlot(index, { capacity: event.target.value })}
                        />
                      </td>
                      <td>
                        <input
                          type="number"
                          aria-label={`${name}: cut-off in minutes`}
                          min={0}
                          step={1}
                          required
                          value={row.cutoff}
                          onChange={(event) => setSlot(index, { cutoff: event.target.value })}
                        />
                      </td>
                      <td>
                        <button
                          type="button"
                          className="button--light"
                          onClick={() => set({ slots: draft.slots.filter((_, at) => at !== index) })}
                        >
                          Remove {name}
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <button
            type="button"
            onClick={() => set({ slots: [...draft.slots, { id: '', starts: '', ends: '', capacity: '10', cutoff: '60' }] })}
          >
            Add a slot
          </button>
        </fieldset>
        <fieldset className="field">
          <legend>Closures</legend>
          <p className="field__hint">A whole day, one slot that day, or one pincode that day (rain, a rider off sick).</p>
          {draft.closures.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity until saved.
            <div key={index} className="desk-closure">
              <input
                type="date"
                aria-label={`Closure ${index + 1}: date`}
                required
                value={row.date}
                onChange={(event) => setClosure(index, { date: event.target.value })}
              />
              <select
                aria-label={`Closure ${index + 1}: slot`}
                value={row.slotId}
                onChange={(event) => setClosure(index, { slotId: event.target.value })}
              >
                <option value="">Every slot</option>
                {draft.slots
                  .filter((slot) => slot.id)
                  .map((slot) => (
                    <option key={slot.id} value={slot.id}>
                      {slotLabel(slot.starts, slot.ends)}
                    </option>
                  ))}
              </select>
              <input
                aria-label={`Closure ${index + 1}: pincode (empty for every pincode)`}
                inputMode="numeric"
                placeholder="Every pincode"
                value={row.pincode}
                onChange={(event) => setClosure(index, { pincode: event.target.value })}
              />
              <input
                aria-label={`Closure ${index + 1}: note`}
                placeholder="Why (for the team)"
                value={row.note}
                onChange={(event) => setClosure(index, { note: event.target.value })}
              />
              <button
                type="button"
                className="button--light"
                onClick={() => set({ closures: draft.closures.filter((_, at) => at !== index) })}
              >
                Remove closure {index + 1}
              </button>
            </div>
          ))}
          <button type="button" onClick={() => set({ closures: [...draft.closures, { date: '', slotId: '', pincode: '', note: '' }] })}>
            Add a closure
          </button>
        </fieldset>
        <fieldset className="field">
          <legend>Zones</legend>
          <p className="field__hint">
            Pincodes the riders work together: the orders list counts each day’s orders per zone and slot. A pincode in no zone counts under
            “Other”.
          </p>
          {draft.zones.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity until saved.
            <div key={index} className="desk-closure">
              <input
                aria-label={`Zone ${index + 1}: name`}
                required
                value={row.name}
                onChange={(event) => setZone(index, { name: event.target.value })}
              />
              <input
                aria-label={`Zone ${index + 1}: pincodes (separated by commas)`}
                inputMode="numeric"
                required
                value={row.pincodes}
                onChange={(event) => setZone(index, { pincodes: event.target.value })}
              />
              <button type="button" className="button--light" onClick={() => set({ zones: draft.zones.filter((_, at) => at !== index) })}>
                Remove zone {index + 1}
              </button>
            </div>
          ))}
          <button type="button" onClick={() => set({ zones: [...draft.zones, { name: '', pincodes: '' }] })}>
            Add a zone
          </button>
        </fieldset>
        <div className="desk-actions">
          <button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Saving…' : 'Save delivery settings'}
          </button>
        </div>
      </form>
    </section>
  );
}
