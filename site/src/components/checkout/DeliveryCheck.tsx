import type { DeliveryAnswer } from '../../lib/delivery-check.ts';
import { useWords } from '../../lib/words.tsx';

/** The delivery line's state; an answer remembers the pincode it is about, so a changed one makes it stale. */
export type Check = { state: 'idle' } | { state: 'checking' } | (DeliveryAnswer & { about?: string });

/**
 * Under the pincode: whether we deliver there (the pincode field is described by it), and the button
 * that asks for the shopper's position instead, pressed only when they choose.
 */
export function DeliveryCheck({ id, check, onShareLocation }: { id: string; check: Check; onShareLocation: () => void }) {
  const words = useWords('checkout');
  return (
    <div className="delivery-check">
      <p id={id} role="status" className={`delivery-check__status delivery-check__status--${check.state}`}>
        <DeliveryLine check={check} />
      </p>
      <button type="button" className="button button--light button--small" onClick={onShareLocation} disabled={check.state === 'checking'}>
        {words.useMyLocation}
      </button>
    </div>
  );
}

function DeliveryLine({ check }: { check: Check }) {
  const words = useWords('deliveryCheck');
  switch (check.state) {
    case 'idle':
      return null;
    case 'checking':
      return <>{words.checking}</>;
    case 'available':
      return <>{check.message}</>;
    case 'unavailable':
      return (
        <>
          <strong>{words.unavailable}.</strong> {check.message}
        </>
      );
    case 'error':
      return <>{check.message}</>;
  }
}
