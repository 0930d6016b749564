import { expect, it } from 'vitest';
import { sectionFromLocation } from './account-sections.ts';

it.each([
  [{ pathname: '/profile', hash: '' }, 'dashboard'],
  [{ pathname: '/profile', hash: '#order-history' }, 'order-history'],
  [{ pathname: '/profile', hash: '#coco-club' }, 'coco-club'],
  [{ pathname: '/profile', hash: '#nonsense' }, 'dashboard'],
  [{ pathname: '/wishlist', hash: '' }, 'wishlist'],
  [{ pathname: '/wishlist/', hash: '' }, 'wishlist'],
  [{ pathname: '/wishlist', hash: '#edit-info' }, 'edit-info'],
])('%j opens %s', (location, section) => {
  expect(sectionFromLocation(location)).toBe(section);
});
