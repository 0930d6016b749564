import { expect, it } from 'vitest';
import { upiPayLink } from './upi-link.ts';

it('writes the payee, a two-decimal amount in INR and the note, with spaces as %20', () => {
  expect(upiPayLink({ upiId: 'koolers@upi', payeeName: 'Koolers Coconut Co.', amountRupees: 1200, note: 'Coco Club' })).toBe(
    'upi://pay?pa=koolers%40upi&pn=Koolers%20Coconut%20Co.&am=1200.00&cu=INR&tn=Coco%20Club',
  );
});

it('escapes characters that would break the link', () => {
  expect(upiPayLink({ upiId: 'a@b', payeeName: 'A & B', amountRupees: 99.5, note: 'x=y' })).toBe(
    'upi://pay?pa=a%40b&pn=A%20%26%20B&am=99.50&cu=INR&tn=x%3Dy',
  );
});
