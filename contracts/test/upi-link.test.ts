import { expect, it } from 'vitest';
import { upiPaymentLink } from '../src/upi-link.ts';

it('writes the payee, the amount in rupees with two decimals from paise, INR and the note, with spaces as %20', () => {
  expect(upiPaymentLink({ upiId: 'koolers@upi', payeeName: 'Koolers Coconut Co.', amountPaise: 120_000, note: 'Coco Club' })).toBe(
    'upi://pay?pa=koolers%40upi&pn=Koolers%20Coconut%20Co.&am=1200.00&cu=INR&tn=Coco%20Club',
  );
});

it('keeps paise exact and escapes characters that would break the link', () => {
  expect(upiPaymentLink({ upiId: 'a@b', payeeName: 'A & B', amountPaise: 9_950, note: 'x=y' })).toBe(
    'upi://pay?pa=a%40b&pn=A%20%26%20B&am=99.50&cu=INR&tn=x%3Dy',
  );
  expect(upiPaymentLink({ upiId: 'a@b', payeeName: 'A', amountPaise: 18_901, note: 'n' })).toContain('am=189.01');
});
