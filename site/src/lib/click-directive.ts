import type { ClientDirective } from 'astro';
import { onFirstTrigger } from './on-first-trigger.ts';

/**
 * `client:click="<selector>"`: the island's code loads when the shopper first clicks an element
 * matching the selector ("Get Started"), and the island hydrates then (on-first-trigger.ts).
 */
const clickDirective: ClientDirective = (load, options) => onFirstTrigger(String(options.value), load);

export default clickDirective;
