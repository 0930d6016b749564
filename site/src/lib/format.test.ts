import { describe, expect, it } from 'vitest';
import { formatDate, formatRupees, telHref, whatsAppHref } from './format.ts';

describe('format', () => {
  it('shows rupees with two decimals and Indian digit grouping', () => {
    expect(formatRupees(100)).toBe('₹100.00');
    expect(formatRupees(249.5)).toBe('₹249.50');
    expect(formatRupees(120000)).toBe('₹1,20,000.00');
  });

  it('writes Strapi dates out in full, in India', () => {
    expect(formatDate('2024-12-24')).toBe('24 December 2024');
  });

  it('dials the digits of a phone number as editors write it', () => {
    expect(telHref('+91 98765 43210')).toBe('tel:+919876543210');
  });

  it('opens WhatsApp with a message ready to send', () => {
    expect(whatsAppHref('https://wa.me/919876543210', 'Hello Koolers, I would like to order Mango Kooler.')).toBe(
      'https://wa.me/919876543210?text=Hello+Koolers%2C+I+would+like+to+order+Mango+Kooler.',
    );
  });
});
