import { atom } from 'nanostores';

/**
 * Whether the slide-in cart panel is open. The header's cart button sets it (a few bytes, on every
 * page); the panel island, loaded on that first click, follows it.
 */
export const cartPanelOpen = atom(false);
