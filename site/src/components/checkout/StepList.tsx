import { useWords } from '../../lib/words.tsx';
import { STEPS, type StepId } from './steps.ts';

/** "Cart · Contact · Delivery · Review", the current one marked for screen readers too. */
export function StepList({ current }: { current: StepId }) {
  const words = useWords('checkout');
  const index = STEPS.indexOf(current);
  return (
    // Without JavaScript there are no steps to take (the page's note says how to order instead).
    <ol className="step-list" aria-label={words.stepsLabel} data-needs-script>
      {STEPS.map((step, i) => (
        <li key={step} aria-current={step === current ? 'step' : undefined} className={i < index ? 'step-list__done' : undefined}>
          {words[`${step}Step`]}
        </li>
      ))}
    </ol>
  );
}
