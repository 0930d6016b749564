import { STEPS, type StepId } from './steps.ts';

/** "Cart · Contact · Delivery · Review", the current one marked for screen readers too. */
export function StepList({ current }: { current: StepId }) {
  const index = STEPS.findIndex((step) => step.id === current);
  return (
    // Without JavaScript there are no steps to take (the page's note says how to order instead).
    <ol className="step-list" aria-label="Checkout steps" data-needs-script>
      {STEPS.map((step, i) => (
        <li key={step.id} aria-current={step.id === current ? 'step' : undefined} className={i < index ? 'step-list__done' : undefined}>
          {step.title}
        </li>
      ))}
    </ol>
  );
}
