import type { DeskReview, ReviewStatus } from '@koolers/contracts/reviews';
import { reviewerLabel } from '@koolers/contracts/reviews';
import type { WordsOf } from '@koolers/contracts/words/index';
import { useCallback, useEffect, useId, useState } from 'react';
import { fill, useWords } from '../../lib/words.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { desk } from './desk-api.ts';

type DeskWords = WordsOf<'desk'>;
/** Each tab: its label and what it says when it has no reviews. */
const TABS: { status: ReviewStatus; label: keyof DeskWords; none: keyof DeskWords }[] = [
  { status: 'pending', label: 'reviewsNew', none: 'noNewReviews' },
  { status: 'published', label: 'reviewsPublished', none: 'noPublishedReviews' },
  { status: 'hidden', label: 'reviewsHidden', none: 'noHiddenReviews' },
];

const stars = (count: number) => `${'★'.repeat(count)}${'☆'.repeat(5 - count)}`;
const day = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * Reviews from verified buyers: new ones wait here. Staff publish one (the product or kooler page
 * shows it after the rebuild that follows) or hide it with a reason, and may reply publicly. Each
 * change is in the audit log.
 */
export function Reviews() {
  const words = useWords('desk');
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

  function moderated(review: DeskReview, said: string) {
    setDone(said);
    setReviews((current) => current?.filter((each) => each.id !== review.id || review.status === status) ?? null);
  }

  return (
    <section aria-labelledby="reviews-heading">
      <h1 id="reviews-heading">{words.reviewsHeading}</h1>
      <p>{words.reviewsIntro}</p>
      <nav aria-label={words.whichReviews} className="desk-tabs">
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
            {words[tab.label]}
          </button>
        ))}
      </nav>
      <FormAlert message={error} />
      <p role="status">{done}</p>
      {!reviews && !error && <p>{words.loadingReviews}</p>}
      {reviews && reviews.length === 0 && <p>{words[TABS.find((tab) => tab.status === status)?.none ?? 'noNewReviews']}</p>}
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
  onModerated: (review: DeskReview, said: string) => void;
  onError: (message: string) => void;
}) {
  const words = useWords('desk');
  const { review } = props;
  const id = useId();
  const [reply, setReply] = useState(review.reply ?? '');
  const [reason, setReason] = useState(review.hideReason ?? '');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState('');

  async function act(action: 'publish' | 'hide') {
    if (action === 'hide' && !reason.trim()) {
      setFieldError(words.sayWhyHidden);
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
      fill(action === 'publish' ? words.reviewPublished : words.reviewHidden, { item: review.item.name }),
    );
  }

  return (
    <li className="desk-review">
      <h2>
        {review.item.name}: <span aria-hidden="true">{stars(review.stars)}</span>
        <span className="visually-hidden">{fill(words.starsOutOfFive, { count: review.stars })}</span>
      </h2>
      <p>
        {fill(words.reviewBy, { reviewer: reviewerLabel(review), date: day(review.date) })} ·{' '}
        <a href={`/admin-dashboard/orders/${encodeURIComponent(review.orderId)}`}>{words.reviewOrder}</a>
      </p>
      {review.text ? (
        <blockquote>{review.text}</blockquote>
      ) : (
        <p>
          <em>{words.reviewStarsOnly}</em>
        </p>
      )}
      {review.photo && <img src={review.photo} alt={fill(words.reviewPhotoAlt, { item: review.item.name })} width="240" loading="lazy" />}
      {review.status === 'hidden' && review.hideReason && <p>{fill(words.hiddenBecause, { reason: review.hideReason })}</p>}
      <div className="field">
        <label htmlFor={`${id}-reply`}>{words.publicReply}</label>
        <textarea id={`${id}-reply`} rows={2} maxLength={1000} value={reply} onChange={(event) => setReply(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-reason`}>{words.reasonToHide}</label>
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
          {review.status === 'published' ? words.saveReply : words.publish}
        </button>
        <button type="button" className="button button--small button--secondary" disabled={busy} onClick={() => act('hide')}>
          {words.hide}
        </button>
      </div>
    </li>
  );
}
