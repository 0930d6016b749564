import { type DeliverySettings, type DeskDeliverySettings, type OpeningHours, slotLabel } from '@koolers/contracts/delivery';
import type { WordsOf } from '@koolers/contracts/words/index';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { fill, useWords } from '../../lib/words.tsx';
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

function hoursWords(hours: OpeningHours[], words: WordsOf<'desk'>): string {
  if (!hours.length) return words.noOpeningHours;
  const time = (at: string) => slotLabel(at, at).replace(/–.*? /, ' ');
  return hours
    .map((run) => fill(words.openingHoursRun, { fromDay: run.fromDay, toDay: run.toDay, opens: time(run.opens), closes: time(run.closes) }))
    .join('; ');
}

/**
 * The owners' delivery settings: "as soon as possible" and its promised minutes, the slots riders can
 * carry (capacity and cut-off), how far ahead shoppers may choose, and closures (a day, a slot, or a
 * pincode for a day), and zones of pincodes for the desk's load. The server works out every promise
 * from them; each save is in the audit log.
 */
export function DeliverySettingsScreen() {
  const words = useWords('desk');
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
        <h1 id="delivery-heading">{words.deliveryHeading}</h1>
        <FormAlert message={problem ?? ''} />
        {!problem && <p>{words.loadingSettings}</p>}
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
    setDone(words.deliverySaved);
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
    const pincode = part.pincode;
    if (slot) {
      const label = slotLabel(slot.starts, slot.ends);
      setDone(pincode ? fill(words.closedSlotIn, { slot: label, pincode }) : fill(words.closedSlot, { slot: label }));
    } else setDone(pincode ? fill(words.closedEverythingIn, { pincode }) : words.closedEverything);
  }

  return (
    <section aria-labelledby="delivery-heading">
      <h1 id="delivery-heading">{words.deliveryHeading}</h1>
      <p>{words.deliveryIntro}</p>
      <p className="muted">{fill(words.openingHours, { hours: hoursWords(loaded.openingHours, words) })}</p>
      {loaded.updatedAt && (
        <p className="muted">{fill(words.lastChanged, { at: atTime(loaded.updatedAt), who: loaded.updatedBy ?? '' })}</p>
      )}
      <div className="desk-actions">
        <button type="button" className="button--light" onClick={() => setClosing(true)}>
          {words.closeRestOfDay}
        </button>
      </div>
      {closing && (
        <ConfirmDialog
          title={words.closeRestOfDayTitle}
          confirmLabel={words.closeRestOfDay}
          onConfirm={closeRestOfDay}
          onClose={() => setClosing(false)}
        >
          <p>{words.closeRestOfDayBody}</p>
          <div className="field">
            <label htmlFor="close-slot">{words.closeWhat}</label>
            <select id="close-slot" value={closeSlot} onChange={(event) => setCloseSlot(event.target.value)}>
              <option value="">{words.closeEverything}</option>
              {loaded.settings.slots.map((slot) => (
                <option key={slot.id} value={slot.id}>
                  {fill(words.closeOnlySlot, { slot: slotLabel(slot.starts, slot.ends) })}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="close-pincode">{words.closeOnlyPincode}</label>
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
          <input type="checkbox" checked={draft.asapOn} onChange={(event) => set({ asapOn: event.target.checked })} /> {words.asapOn}
        </label>
        <div className="field">
          <label htmlFor="delivery-minutes">{words.promisedMinutes}</label>
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
          <label htmlFor="delivery-days">{words.daysAhead}</label>
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
          <legend>{words.slots}</legend>
          <div className="desk-table-wrap">
            <table className="desk-table">
              <thead>
                <tr>
                  <th scope="col">{words.slotFrom}</th>
                  <th scope="col">{words.slotTo}</th>
                  <th scope="col">{words.slotCapacity}</th>
                  <th scope="col">{words.slotCutoff}</th>
                  <th scope="col">
                    <span className="visually-hidden">{words.remove}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {draft.slots.map((row, index) => {
                  const name = row.starts && row.ends ? slotLabel(row.starts, row.ends) : fill(words.slotNumbered, { number: index + 1 });
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity until saved.
                    <tr key={index}>
                      <td>
                        <input
                          type="time"
                          aria-label={fill(words.slotFromLabel, { slot: name })}
                          required
                          value={row.starts}
                          onChange={(event) => setSlot(index, { starts: event.target.value })}
                        />
                      </td>
                      <td>
                        <input
                          type="time"
                          aria-label={fill(words.slotToLabel, { slot: name })}
                          required
                          value={row.ends}
                          onChange={(event) => setSlot(index, { ends: event.target.value })}
                        />
                      </td>
                      <td>
                        <input
                          type="number"
                          aria-label={fill(words.slotCapacityLabel, { slot: name })}
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
                          aria-label={fill(words.slotCutoffLabel, { slot: name })}
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
                          {fill(words.removeSlot, { slot: name })}
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
            {words.addSlot}
          </button>
        </fieldset>
        <fieldset className="field">
          <legend>{words.closures}</legend>
          <p className="field__hint">{words.closuresHint}</p>
          {draft.closures.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity until saved.
            <div key={index} className="desk-closure">
              <input
                type="date"
                aria-label={fill(words.closureDate, { number: index + 1 })}
                required
                value={row.date}
                onChange={(event) => setClosure(index, { date: event.target.value })}
              />
              <select
                aria-label={fill(words.closureSlot, { number: index + 1 })}
                value={row.slotId}
                onChange={(event) => setClosure(index, { slotId: event.target.value })}
              >
                <option value="">{words.everySlot}</option>
                {draft.slots
                  .filter((slot) => slot.id)
                  .map((slot) => (
                    <option key={slot.id} value={slot.id}>
                      {slotLabel(slot.starts, slot.ends)}
                    </option>
                  ))}
              </select>
              <input
                aria-label={fill(words.closurePincode, { number: index + 1 })}
                inputMode="numeric"
                placeholder={words.everyPincode}
                value={row.pincode}
                onChange={(event) => setClosure(index, { pincode: event.target.value })}
              />
              <input
                aria-label={fill(words.closureNote, { number: index + 1 })}
                placeholder={words.closureNotePlaceholder}
                value={row.note}
                onChange={(event) => setClosure(index, { note: event.target.value })}
              />
              <button
                type="button"
                className="button--light"
                onClick={() => set({ closures: draft.closures.filter((_, at) => at !== index) })}
              >
                {fill(words.removeClosure, { number: index + 1 })}
              </button>
            </div>
          ))}
          <button type="button" onClick={() => set({ closures: [...draft.closures, { date: '', slotId: '', pincode: '', note: '' }] })}>
            {words.addClosure}
          </button>
        </fieldset>
        <fieldset className="field">
          <legend>{words.zones}</legend>
          <p className="field__hint">{words.zonesHint}</p>
          {draft.zones.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity until saved.
            <div key={index} className="desk-closure">
              <input
                aria-label={fill(words.zoneName, { number: index + 1 })}
                required
                value={row.name}
                onChange={(event) => setZone(index, { name: event.target.value })}
              />
              <input
                aria-label={fill(words.zonePincodes, { number: index + 1 })}
                inputMode="numeric"
                required
                value={row.pincodes}
                onChange={(event) => setZone(index, { pincodes: event.target.value })}
              />
              <button type="button" className="button--light" onClick={() => set({ zones: draft.zones.filter((_, at) => at !== index) })}>
                {fill(words.removeZone, { number: index + 1 })}
              </button>
            </div>
          ))}
          <button type="button" onClick={() => set({ zones: [...draft.zones, { name: '', pincodes: '' }] })}>
            {words.addZone}
          </button>
        </fieldset>
        <div className="desk-actions">
          <button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? words.savingNow : words.saveDeliverySettings}
          </button>
        </div>
      </form>
    </section>
  );
}
