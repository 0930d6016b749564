import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/email/escape-html.ts';
import { formatDate } from '../../src/email/format.ts';
import {
  codInvoiceEmail,
  contactMessageForShopEmail,
  type MembershipEmailData,
  membershipActivatedEmail,
  membershipRequestedEmail,
  membershipRequestForShopEmail,
  newOrderForShopEmail,
  type OrderEmailData,
  type OrderStatusEmailData,
  orderCancelledEmail,
  orderConfirmedEmail,
  orderDeliveredEmail,
  orderOutForDeliveryEmail,
  orderPaidEmail,
  orderPaymentReminderEmail,
  orderPlacedEmail,
  orderRefundedEmail,
  passwordResetEmail,
} from '../../src/email/templates.ts';

const SCRIPT = '<script>alert("x")</script>';

function buildOrder(overrides: Partial<OrderEmailData> = {}): OrderEmailData {
  return {
    number: 'KC-1043',
    customerName: 'Priya Nair',
    customerEmail: 'priya@example.in',
    address: 'Flat 4, Palm Court\nSector 17, Vashi, Navi Mumbai 400703',
    paymentMethod: 'razorpay',
    lines: [
      { name: 'Tender Coconut Kooler', size: null, quantity: 2, unitPricePaise: 10_000, lineTotalPaise: 20_000 },
      { name: 'Virgin Coconut Oil', size: '500 ML', quantity: 1, unitPricePaise: 44_950, lineTotalPaise: 44_950 },
    ],
    subtotalPaise: 64_950,
    deliveryFeePaise: 0,
    discountPaise: 0,
    totalPaise: 64_950,
    ...overrides,
  };
}

function buildMove(overrides: Partial<OrderStatusEmailData> = {}): OrderStatusEmailData {
  return {
    number: 'KC-1043',
    customerName: 'Priya Nair',
    paymentMethod: 'razorpay',
    totalPaise: 94_900,
    refundedPaise: 0,
    address: 'Flat 4, Palm Court, Sector 17, Vashi',
    paymentStatus: 'paid',
    deliveryStatus: 'confirmed',
    ...overrides,
  };
}

function buildMembership(overrides: Partial<MembershipEmailData> = {}): MembershipEmailData {
  return {
    number: 'CC-1042',
    name: 'Priya Nair',
    email: 'priya@example.in',
    amountPaise: 120_000,
    expiresAt: '2027-03-14T10:00:00.000Z',
    upiReference: '123456789012',
    ...overrides,
  };
}

describe('escapeHtml', () => {
  it('escapes the five characters that matter in content and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });
});

const everyTemplate = [
  [
    'orderPlacedEmail',
    () =>
      orderPlacedEmail(
        buildOrder({
          customerName: SCRIPT,
          address: SCRIPT,
          lines: [{ name: SCRIPT, size: SCRIPT, quantity: 1, unitPricePaise: 100, lineTotalPaise: 100 }],
        }),
      ),
  ],
  ['orderPaidEmail', () => orderPaidEmail(buildOrder({ customerName: SCRIPT, number: SCRIPT }))],
  [
    'orderPaymentReminderEmail',
    () => orderPaymentReminderEmail({ ...buildOrder({ customerName: SCRIPT, number: SCRIPT }), payLink: 'https://koolers.in/payment/x' }),
  ],
  [
    'orderDeliveredEmail',
    () => orderDeliveredEmail({ ...buildMove({ customerName: SCRIPT, number: SCRIPT }), buyAgainLink: 'https://koolers.in/products' }),
  ],
  ['newOrderForShopEmail', () => newOrderForShopEmail(buildOrder({ customerName: SCRIPT, customerEmail: SCRIPT }))],
  ['orderConfirmedEmail', () => orderConfirmedEmail(buildMove({ customerName: SCRIPT, address: SCRIPT }))],
  ['orderOutForDeliveryEmail', () => orderOutForDeliveryEmail(buildMove({ customerName: SCRIPT, number: SCRIPT }))],
  ['orderCancelledEmail', () => orderCancelledEmail({ ...buildMove({ customerName: SCRIPT }), reason: SCRIPT })],
  [
    'orderRefundedEmail',
    () => orderRefundedEmail({ ...buildMove({ customerName: SCRIPT }), refundPaise: 100, refundedInFull: false, reason: SCRIPT }),
  ],
  ['membershipRequestedEmail', () => membershipRequestedEmail(buildMembership({ name: SCRIPT, number: SCRIPT }))],
  ['membershipActivatedEmail', () => membershipActivatedEmail(buildMembership({ name: SCRIPT }))],
  ['membershipRequestForShopEmail', () => membershipRequestForShopEmail(buildMembership({ name: SCRIPT, email: SCRIPT }))],
  [
    'contactMessageForShopEmail',
    () => contactMessageForShopEmail({ name: SCRIPT, email: 'a@b.in', contact: '9820012345', message: SCRIPT }),
  ],
] as const;

describe.each(everyTemplate)('%s', (_name, render) => {
  it('escapes customer text in the HTML (no live <script>) and keeps it readable in the text part', () => {
    const email = render();
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(email.text).toContain(SCRIPT);
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.html).toMatch(/^<!doctype html>/);
    expect(email.html).toContain('Koolers');
  });
});

describe('order emails', () => {
  it('show every line and the total in rupees from paise', () => {
    const email = orderPlacedEmail(buildOrder({ paymentMethod: 'cod' }));
    expect(email.subject).toBe('Your Koolers order KC-1043 is placed');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('Tender Coconut Kooler');
      expect(part).toContain('Virgin Coconut Oil (500 ML)');
      expect(part).toContain('₹100.00');
      expect(part).toContain('₹449.50');
      expect(part).toContain('₹649.50');
      expect(part).toContain('Free');
    }
    expect(email.text).toContain('2 × Tender Coconut Kooler @ ₹100.00 = ₹200.00');
  });

  it('never call an order to be paid online "placed" before its payment: they say it waits for it, and until when', () => {
    const email = orderPlacedEmail(buildOrder({ paymentMethod: 'razorpay' }));
    expect(email.subject).toBe('Your Koolers order KC-1043 is waiting for its payment');
    expect(email.text).toContain(
      'It is waiting for its payment of ₹649.50: pay it from its own page within 30 minutes, or it is cancelled.',
    );
    expect(email.text).toContain('If you have paid already, there is nothing to do');
    expect(`${email.subject} ${email.text} ${email.html}`).not.toMatch(/placed|Thank you for/);
  });

  it('say when the order arrives, when it was placed with a promise (and nothing when not)', () => {
    const promised = orderPaidEmail(buildOrder({ arrives: 'Tue 1 Dec, 9–11 am' }));
    expect(promised.text).toContain('Arrives: Tue 1 Dec, 9–11 am');
    expect(promised.html).toContain('<strong>Arrives</strong><br>Tue 1 Dec, 9–11 am');
    expect(orderPaidEmail(buildOrder()).text).not.toContain('Arrives');
  });

  it('tell a cash-on-delivery customer what to keep ready', () => {
    const email = orderPlacedEmail(buildOrder({ paymentMethod: 'cod' }));
    expect(email.text).toContain('Please keep ₹649.50 ready: you pay in cash when your drinks arrive.');
  });

  it('show a discount and a delivery fee when there are any', () => {
    const email = orderPaidEmail(buildOrder({ deliveryFeePaise: 4_000, discountPaise: 6_495, totalPaise: 62_455 }));
    expect(email.text).toContain('Delivery: ₹40.00');
    expect(email.text).toContain('Discount: −₹64.95');
    expect(email.text).toContain('Total: ₹624.55');
    expect(email.subject).toBe('Payment received for your Koolers order KC-1043');
  });

  it('tell the shop who ordered, how they pay and how much', () => {
    const email = newOrderForShopEmail(buildOrder({ paymentMethod: 'cod' }));
    expect(email.subject).toBe('New order KC-1043: ₹649.50 (Cash on delivery)');
    expect(email.text).toContain('Customer: Priya Nair <priya@example.in>');
    expect(email.text).toContain('Flat 4, Palm Court\nSector 17');
    expect(email.html).toContain('Flat 4, Palm Court<br>Sector 17');
  });
});

describe('Coco Club emails', () => {
  it('a request says thank you (the club’s own words), names the payment being checked and asks for no second payment', () => {
    const email = membershipRequestedEmail(buildMembership());
    expect(email.text).toContain('Thank you for subscribing! We will connect with you shortly.');
    expect(email.text).toContain('We are checking your UPI payment of ₹1,200.00 for Coco Club (UPI reference 123456789012).');
    expect(email.text).toContain('Your request number: CC-1042');
    expect(email.text).toContain('There is no need to pay again.');
    expect(email.html).not.toContain('upi://');
  });

  it('an activation names the end date in India', () => {
    const email = membershipActivatedEmail(buildMembership({ expiresAt: '2027-03-14T20:00:00.000Z' }));
    expect(email.text).toContain('Your membership is active until 15 March 2027.');
    expect(membershipActivatedEmail(buildMembership({ expiresAt: null })).text).toContain('Your membership is now active.');
  });

  it('the shop learns who paid, how much, and the UPI reference to find the payment by', () => {
    const email = membershipRequestForShopEmail(buildMembership());
    expect(email.subject).toBe('Coco Club request CC-1042 from Priya Nair: UPI reference 123456789012');
    expect(email.text).toContain('Amount: ₹1,200.00');
    expect(email.text).toContain('UPI reference (UTR): 123456789012');
    expect(email.text).toContain('Find ₹1,200.00 with UPI reference 123456789012 in the UPI account, then confirm it at the desk');
  });
});

describe('contact email', () => {
  it('carries the visitor’s details and message, line breaks kept', () => {
    const email = contactMessageForShopEmail({
      name: 'Sneha',
      email: 'sneha@example.in',
      contact: '9820012345',
      message: 'Line one\nLine two',
    });
    expect(email.subject).toBe('Contact form: message from Sneha');
    expect(email.text).toContain('Contact number: 9820012345');
    expect(email.html).toContain('Line one<br>Line two');
  });

  it('keeps a subject on one line whatever the name holds', () => {
    expect(
      contactMessageForShopEmail({ name: 'Eve\r\nBcc: all@example.in', email: 'e@x.in', contact: '9820012345', message: 'hi' }).subject,
    ).toBe('Contact form: message from Eve Bcc: all@example.in');
  });
});

describe('order status emails', () => {
  it('name the order by its number and say where payment and delivery stand, in the customer’s words', () => {
    const email = orderConfirmedEmail(buildMove({ paymentMethod: 'cod', paymentStatus: 'cash_due' }));
    expect(email.subject).toBe('Your Koolers order KC-1043 is confirmed');
    expect(email.text).toContain('we have confirmed your order KC-1043');
    for (const part of [email.text, email.html]) expect(part).toContain('Payment: Pay on delivery. Delivery: Confirmed.');
  });

  it('tell a partial refund with its amount and the reason staff gave', () => {
    const email = orderRefundedEmail({
      ...buildMove({ paymentStatus: 'partially_refunded', deliveryStatus: 'delivered' }),
      refundPaise: 20_000,
      refundedInFull: false,
      reason: 'Two mango bottles leaked',
    });
    expect(email.subject).toBe('Refund for your Koolers order KC-1043');
    expect(email.text).toContain('We have refunded ₹200.00 of your payment for order KC-1043.');
    expect(email.text).toContain('Reason: Two mango bottles leaked');
    expect(email.text).toContain('Payment: Partially refunded. Delivery: Delivered.');
  });

  it('leave the reason out for a refund made in Razorpay’s dashboard', () => {
    const email = orderRefundedEmail({
      ...buildMove({ paymentStatus: 'refunded' }),
      refundPaise: 94_900,
      refundedInFull: true,
      reason: null,
    });
    expect(email.text).not.toContain('Reason:');
    expect(email.text).toContain('We have refunded your payment of ₹949.00 for order KC-1043.');
  });

  it('say who cancelled and why', () => {
    const email = orderCancelledEmail({
      ...buildMove({ paymentStatus: 'voided', deliveryStatus: 'cancelled', paymentMethod: 'cod' }),
      reason: 'Out of mangoes today',
    });
    expect(email.text).toContain('your order KC-1043 has been cancelled by Koolers.');
    expect(email.text).toContain('Reason: Out of mangoes today');
    expect(email.text).toContain('Payment: Nothing charged. Delivery: Cancelled.');
  });

  // The money line follows the payment status: a customer who was charged is never told otherwise,
  // and one partly refunded is promised only what the shop still holds.
  it.each([
    ['voided', 'cod', 0, 'Nothing was charged for this order.'],
    ['voided', 'razorpay', 0, 'Nothing was charged for this order.'],
    [
      'paid',
      'razorpay',
      0,
      'Your payment of ₹949.00 will be refunded to the account you paid from; we will email you when the refund is on its way.',
    ],
    [
      'partially_refunded',
      'razorpay',
      20_000,
      '₹200.00 of your payment was refunded already; the remaining ₹749.00 will be refunded to the account you paid from; we will email you when the refund is on its way.',
    ],
    [
      'mismatch',
      'razorpay',
      0,
      'The payment you made will be refunded to the account you paid from; we will email you when the refund is on its way.',
    ],
    ['refunded', 'razorpay', 94_900, 'Your payment of ₹949.00 has been refunded to the account you paid from.'],
  ] as const)('cancelled with its payment %s (%s, %i paise refunded) says: %s', (paymentStatus, paymentMethod, refundedPaise, line) => {
    const email = orderCancelledEmail({
      ...buildMove({ paymentStatus, paymentMethod, refundedPaise, deliveryStatus: 'cancelled' }),
      reason: 'Out of mangoes today',
    });
    expect(email.text).toContain(line);
    expect(email.html).toContain(escapeHtml(line));
    if (paymentStatus !== 'voided') expect(email.text).not.toContain('Nothing was charged');
  });
});

describe('an email in the order’s language (issue 35)', () => {
  it('writes dates through Intl in India’s English, Hindi and Marathi', () => {
    const at = '2027-03-14T10:00:00.000Z';
    expect(formatDate(at)).toBe('14 March 2027');
    expect(formatDate(at, 'hi')).toBe(
      new Intl.DateTimeFormat('hi-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(at)),
    );
    expect(formatDate(at, 'hi')).toContain('मार्च');
    expect(formatDate(at, 'mr')).toContain('मार्च');
  });

  it('words the lines, the discount and the amounts in Hindi, the money still ₹ with Indian grouping', () => {
    const email = orderPaidEmail(
      buildOrder({
        language: 'hi',
        subtotalPaise: 12_345_678,
        discountPaise: 10_000,
        discount: { kind: 'code', code: 'WELCOME10', paise: 10_000 },
        totalPaise: 12_335_678,
      }),
    );
    expect(email.subject).toBe('आपके Koolers ऑर्डर KC-1043 का भुगतान मिल गया');
    expect(email.text).toContain('उप-योग: ₹1,23,456.78\nडिलीवरी: मुफ़्त\nकोड WELCOME10: −₹100.00\nकुल: ₹1,23,356.78');
    expect(email.html).toContain('<strong>कुल</strong>');
    expect(email.html).toContain('Koolers · नवी मुंबई से ताज़ा नारियल ड्रिंक्स');
  });

  it('tells a refund, with the statuses, in Hindi, and a cash order’s invoice in Marathi', () => {
    const refund = orderRefundedEmail({
      ...buildMove({ language: 'hi', paymentStatus: 'refunded', refundedPaise: 94_900 }),
      refundPaise: 94_900,
      refundedInFull: true,
      reason: 'Out of mangoes',
    });
    expect(refund.text).toContain('हमने ऑर्डर KC-1043 के लिए आपका ₹949.00 का पूरा भुगतान वापस कर दिया है।\nकारण: Out of mangoes\n');
    expect(refund.text).toContain('भुगतान: पैसे वापस। डिलीवरी: पुष्टि हो गई।');
    const invoice = codInvoiceEmail({
      orderNumber: 'KC-1043',
      customerName: 'Priya Nair',
      number: 'KLR/0042',
      totalPaise: 64_950,
      language: 'mr',
    });
    expect(invoice.subject).toBe('ऑर्डर KC-1043 चे तुमचे टॅक्स इनव्हॉइस KLR/0042');
    expect(invoice.text).toMatch(/^नमस्कार Priya Nair,\n\nतुमच्या ऑर्डर KC-1043 साठी ₹649.50 भरल्याबद्दल धन्यवाद/);
  });

  it('sends an account’s emails in English unless told: an account records no language', () => {
    const reset = { name: 'Priya Nair', link: 'https://koolers.in/reset?t=x', validMinutes: 60 };
    expect(passwordResetEmail(reset).subject).toBe('Reset your Koolers password');
    expect(passwordResetEmail({ ...reset, language: 'mr' }).subject).toBe('तुमचा Koolers पासवर्ड बदला');
  });
});
