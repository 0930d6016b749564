/**
 * Keyframes for a CSS-only rotator: `count` items, one every `stepSeconds`, cross-fading over
 * `fadeSeconds`. Keyframe offsets are percentages of the whole cycle, so they depend on how many
 * items the editors publish; that is why they are generated rather than written in a stylesheet.
 *
 * Item i runs the animations with `animation-delay: i × step − fade` (minus a whole cycle, so that
 * no delay is positive and nothing waits in a "before" state), so item 0 is fully shown at first
 * paint (it is the LCP image) and item i fades in while item i−1 fades out.
 * Both animate only opacity and transform, which the browser runs on the compositor: animating
 * `visibility` instead costs the main thread a style pass every frame (about a second of a
 * Lighthouse run), so hidden items stay in the accessibility tree and the rotator makes a focused
 * item visible with `!important`, which wins over animations.
 * - `<name>-fade`: opacity, for pictures.
 * - `<name>-swap`: shown (`transform: none`) or shrunk to nothing (`scale(0)`, so it cannot be
 *   clicked), switched in the middle of the cross-fade (use with `step-end`), for text: it never
 *   shows half-transparent, which keeps it readable and its contrast measurable.
 */
export const STEP_SECONDS = 3;
export const FADE_SECONDS = 1;

export function rotationKeyframes(name: string, count: number, stepSeconds = STEP_SECONDS, fadeSeconds = FADE_SECONDS): string {
  const cycle = count * stepSeconds;
  const at = (seconds: number) => `${Number(((seconds / cycle) * 100).toFixed(3))}%`;
  // Written compact: the rules go inline into the page, which Astro does not minify.
  return (
    `@keyframes ${name}-fade{0%{opacity:0}${at(fadeSeconds)},${at(stepSeconds)}{opacity:1}${at(stepSeconds + fadeSeconds)},100%{opacity:0}}` +
    `@keyframes ${name}-swap{0%{transform:scale(0)}${at(fadeSeconds / 2)}{transform:none}${at(stepSeconds + fadeSeconds / 2)},100%{transform:scale(0)}}`
  );
}

/** The `animation-delay` that places item `index` of `count` in the cycle (see rotationKeyframes). */
export function rotationDelay(index: number, count: number, stepSeconds = STEP_SECONDS, fadeSeconds = FADE_SECONDS): string {
  const delay = index * stepSeconds - fadeSeconds;
  return `${delay > 0 ? delay - count * stepSeconds : delay}s`;
}
