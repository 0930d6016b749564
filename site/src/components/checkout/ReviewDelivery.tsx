import { formatPhone } from '@koolers/contracts/fields/phone';
import { useId } from 'react';
import { useWords } from '../../lib/words.tsx';
import type { DeliveryDetails } from './checkout-draft.ts';

/**
 * The review's "Delivery to": who receives the order, where, and when; and when the server refused
 * the time chosen, its words with a way back to choose another.
 */
export function ReviewDelivery({
  details,
  deliveryWords,
  timeRefused,
  onChooseTime,
}: {
  details: DeliveryDetails;
  deliveryWords: string | undefined;
  timeRefused: string;
  onChooseTime: () => void;
}) {
  const words = useWords('checkout');
  const timeRefusedId = useId();
  return (
    <section aria-labelledby="review-delivery">
      <h2 id="review-delivery">{words.deliveryTo}</h2>
      {/* The shopper's own words, in whatever language they wrote them: never for a translator to touch. */}
      <p className="review-address" translate="no">
        {details.name}
        <br />
        {details.address}, {details.pincode}
        <br />
        {[formatPhone(details.phone), details.email].filter(Boolean).join(' · ')}
      </p>
      {deliveryWords && <p>{deliveryWords}</p>}
      {timeRefused && (
        <>
          <p id={timeRefusedId} className="field__error" role="alert">
            {timeRefused}
          </p>
          <button type="button" className="button button--light" onClick={onChooseTime} aria-describedby={timeRefusedId}>
            {words.chooseAnotherTime}
          </button>
        </>
      )}
    </section>
  );
}
