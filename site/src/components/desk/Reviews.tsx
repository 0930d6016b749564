import type { DeskReview, ReviewStatus } from '@koolers/contracts/reviews';
import { reviewerLabel } from '@koolers/contracts/reviews';
import { useCallback, useEffect, useId, useState } from 'react';
import { FormAlert } from '../forms/FormAlert.tsx';
import { desk } from './desk-api.ts';

const TABS: { status: ReviewStatus; label: string }[] = [
  { status: 'pending', label: 'New' },
  { status: 'published', label: 'Published' },
  { status: 'hidden', label: 'Hidden' },
];

const stars = (count: number) => `${'★'.repeat(count)}${'☆'.repeat(5 - count)}`;
const day = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * Reviews from verified buyers: new ones wait here. Staff publish one (the product or kooler page
 * shows it after the rebuild that follows) or hide it with a reason, and may reply publicly. Each
 * change is in the audit log.
 */
export function Reviews() {
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const [reviews, setReviews] = useState<DeskReview[] | null>(null);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  const load = useCallback(async (which: ReviewStatus) => {
    setReviews(null);
    const result = await desk.reviews(which);
    if (result.ok) setReviews(result.data.reviews);
    else setError(result.message);
  }, []);
  useEffect(() => {
    void load(status);
  }, [load, status]);

  function moderated(review: DeskReview, words: string) {
    setDone(words);
    setReviews((current) => current?.filter((each) => each.id !== review.id || review.status === status) ?? null);
  }

  return (
    <section aria-labelledby="reviews-heading">
      <h1 id="reviews-heading">Reviews</h1>
      <p>
        Reviews from customers whose order was delivered. A published review shows on its product page within a minute; a hidden one never
        does.
      </p>
      <nav aria-label="Which reviews" className="desk-tabs">
        {TABS.map((tab) => (
          <button
            key={tab.status}
            type="button"
            className="button button--small button--light"
            aria-pressed={status === tab.status}
            onClick={() => {
              setDone('');
              setStatus(tab.status);
            }}
          >
            {tab.label}
          </button>
        ))}
      </nav>
      <FormAlert message={error} />
      <p role="status">{done}</p>
      {!reviews && !error && <p>Loading reviews...</p>}
      {reviews && reviews.length === 0 && <p>No {TABS.find((tab) => tab.status === status)?.label.toLowerCase()} reviews.</p>}
      {reviews && reviews.length > 0 && (
        <ul className="desk-reviews">
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} onModerated={moderated} onError={setError} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewCard(props: {
  review: DeskReview;
  onModerated: (review: DeskReview, words: string) => void;
  onError: (message: string) => void;
}) {
  const { review } = props;
  const id = useId();
  const [reply, setReply] = useState(review.reply ?? '');
  const [reason, setReason] = useState(review.hideReason ?? '');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState('');

  async function act(action: 'publish' | 'hide') {
    if (action === 'hide' && !reason.trim()) {
      setFieldError('Say why the review is hidden (the customer may ask).');
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setFieldError('');
    setBusy(true);
    props.onError('');
    const result = await desk.moderateReview(review.id, { action, reply: reply.trim() || undefined, reason: reason.trim() || undefined });
    setBusy(false);
    if (!result.ok) {
      if (result.details?.field === 'reason') setFieldError(result.message);
      else props.onError(result.message);
      return;
    }
    props.onModerated(
      result.data.review,
      action === 'publish' ? `The review of ${review.item.name} is published.` : `The review of ${review.item.name} is hidden.`,
    );
  }

  return (
    <li className="desk-review">
      <h2>
        {review.item.name}: <span aria-hidden="true">{stars(review.stars)}</span>
        <span className="visually-hidden">{review.stars} out of 5 stars</span>
      </h2>
      <p>
        {reviewerLabel(review)}, Verified buyer, {day(review.date)} ·{' '}
        <a href={`/admin-dashboard/orders/${encodeURIComponent(review.orderId)}`}>Order</a>
      </p>
      {review.text ? (
        <blockquote>{review.text}</blockquote>
      ) : (
        <p>
          <em>No text, stars only.</em>
        </p>
      )}
      {review.photo && <img src={review.photo} alt={`Sent with the review of ${review.item.name}`} width="240" loading="lazy" />}
      {review.status === 'hidden' && review.hideReason && <p>Hidden: {review.hideReason}</p>}
      <div className="field">
        <label htmlFor={`${id}-reply`}>Public reply (optional)</label>
        <textarea id={`${id}-reply`} rows={2} maxLength={1000} value={reply} onChange={(event) => setReply(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-reason`}>Reason to hide (needed to hide it)</label>
        <input
          id={`${id}-reason`}
          maxLength={300}
          value={reason}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${id}-reason-error`}
          onChange={(event) => setReason(event.target.value)}
        />
        <p className="field__error" id={`${id}-reason-error`}>
          {fieldError}
        </p>
      </div>
      <div className="desk-review__actions">
        <button type="button" className="button button--small" disabled={busy} onClick={() => act('publish')}>
          {review.status === 'published' ? 'Save reply' : 'Publish'}
        </button>
        <button type="button" className="button button--small button--secondary" disabled={busy} onClick={() => act('hide')}>
          Hide
        </button>
      </div>
    </li>
  );
}
