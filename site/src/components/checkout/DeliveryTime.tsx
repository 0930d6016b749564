import type { DeliveryChoice, DeliveryPromiseView } from '@koolers/contracts/delivery';
import type { WordsOf } from '@koolers/contracts/words/index';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api.ts';
import { fill, useWords } from '../../lib/words.tsx';
import './delivery-time.css';

/** A choice as the radios carry it: 'asap', or the day and the slot. */
const radioValue = (choice: DeliveryChoice) => (choice.kind === 'asap' ? 'asap' : `${choice.date}|${choice.slotId}`);
function choiceOf(value: string): DeliveryChoice {
  const [date = '', slotId = ''] = value.split('|');
  return value === 'asap' ? { kind: 'asap' } : { kind: 'slot', date, slotId };
}

/** What the review step shows for a choice: "As soon as possible: arrives today by 4:35 pm", "Tomorrow, 9–11 am". */
function wordsOf(view: DeliveryPromiseView, value: string, words: WordsOf<'checkout'>): string {
  if (value === 'asap') return fill(words.asSoonAsPossible, { when: view.asap?.words.toLowerCase() ?? '' });
  const [date, slotId] = value.split('|');
  const day = view.days.find((candidate) => candidate.date === date);
  return `${day?.label}, ${day?.slots.find((slot) => slot.slotId === slotId)?.label}`;
}

/**
 * "When should it arrive?": as soon as possible while the shop offers it, or a slot of the days
 * ahead, from the server's promise; a full slot is shown full and cannot be chosen, a closed one is
 * left out. Once the shopper's pincode is known (`pincode`: a complete one), the times are read again
 * for it, so a pincode closed for a day (rain on one road) shows that day's slots closed before the
 * order is placed. The choice stays while it can still be had; otherwise the first that can be had
 * is chosen. `onChange` hears the choice and its words (nothing while the times are unknown, or none
 * is open: the server then promises as soon as possible when it can). The server checks the choice
 * again when the order is placed.
 */
export function DeliveryTime({
  chosen,
  pincode,
  onChange,
}: {
  chosen: DeliveryChoice | undefined;
  pincode: string | undefined;
  onChange: (choice: { delivery: DeliveryChoice; words: string } | undefined) => void;
}) {
  const words = useWords('checkout');
  const [view, setView] = useState<DeliveryPromiseView | null>(null);
  const [value, setValue] = useState('');
  // What the radios hold now, for an answer that arrives after the shopper picked.
  const current = useRef(chosen ? radioValue(chosen) : '');

  // biome-ignore lint/correctness/useExhaustiveDependencies: read when the step opens and when a new pincode is complete.
  useEffect(() => {
    let stale = false;
    const query = pincode ? `?pincode=${encodeURIComponent(pincode)}` : '';
    // Fresh, not the few seconds' copy the pages may keep: a place taken meanwhile shows as full.
    void api.get<DeliveryPromiseView>(`/delivery/promise${query}`, { headers: { 'Cache-Control': 'no-cache' } }).then((result) => {
      if (!result.ok || stale) return;
      const open = [
        ...(result.data.asap ? ['asap'] : []),
        ...result.data.days.flatMap((day) =>
          day.slots.filter((slot) => !slot.full && !slot.closed).map((slot) => `${day.date}|${slot.slotId}`),
        ),
      ];
      const first = open.includes(current.current) ? current.current : open[0];
      setView(result.data);
      pick(first ?? '', result.data);
    });
    return () => {
      stale = true;
    };
  }, [pincode]);

  function pick(next: string, known = view) {
    current.current = next;
    setValue(next);
    if (known) onChange(next ? { delivery: choiceOf(next), words: wordsOf(known, next, words) } : undefined);
  }

  if (!view) return null;
  const days = view.days.filter((day) => day.slots.some((slot) => !slot.closed));
  return (
    <fieldset className="delivery-time">
      <legend>{words.whenArrive}</legend>
      {!view.asap && !days.length && <p>{view.headline}</p>}
      {view.asap && (
        <label className="delivery-time__option">
          <input type="radio" name="delivery" value="asap" checked={value === 'asap'} onChange={() => pick('asap')} />
          {fill(words.asSoonAsPossible, { when: view.asap.words.toLowerCase() })}
        </label>
      )}
      {days.map((day) => (
        <fieldset key={day.date} className="delivery-time__day">
          <legend>{day.label}</legend>
          {day.slots
            .filter((slot) => !slot.closed)
            .map((slot) => {
              const slotValue = `${day.date}|${slot.slotId}`;
              return (
                <label key={slotValue} className="delivery-time__option">
                  <input
                    type="radio"
                    name="delivery"
                    value={slotValue}
                    disabled={slot.full}
                    checked={value === slotValue}
                    onChange={() => pick(slotValue)}
                  />
                  {slot.full ? fill(words.slotFull, { slot: slot.label }) : slot.label}
                </label>
              );
            })}
        </fieldset>
      ))}
    </fieldset>
  );
}
