import type { SeedData } from '../markers';

/** The 20 questions of the Faq page, in display order. */
const FAQS: [question: string, answer: string][] = [
  [
    'What exactly is a kooler?',
    'A kooler is tender coconut water and soft coconut malai blended with real fruit pulp, made to order in our kitchen in Vashi. We make 16 flavours, from Tender Coconut and Mango to Jamun and Coco Dragonfruit.',
  ],
  [
    'What goes into a kooler?',
    'Only tender coconut water, coconut malai and fruit. The Chocolate and Butterscotch koolers also contain cocoa or our own jaggery caramel and coconut milk. Every ingredient is listed on the product page and on the bottle label.',
  ],
  [
    'Do you add sugar, preservatives or colours?',
    'No preservatives, no artificial colours and no flavourings, ever. Fruit koolers have no added sugar at all; Chocolate and Butterscotch are lightly sweetened with organic jaggery.',
  ],
  [
    'How fresh are the koolers when they reach me?',
    'We open the coconuts and blend your kooler when the order comes in, and it reaches you within 15-20 minutes of being made. That is why we do not need preservatives.',
  ],
  [
    'How long does a kooler stay good?',
    'Drink it within four hours of delivery, or keep it in the fridge and finish it the same day. Natural separation is normal: shake the bottle before opening.',
  ],
  [
    'Where do you deliver?',
    'We deliver across Navi Mumbai and Vashi: Vashi, Sanpada, Nerul, Belapur, Kharghar, Airoli, Ghansoli, Koparkhairane and nearby nodes. Enter your pincode at checkout to check your address.',
  ],
  ['Is there a minimum order?', 'No. There is no minimum order: we will happily deliver a single kooler.'],
  ['How much does delivery cost?', 'Delivery is free within our delivery area. The price you see at checkout is the price you pay.'],
  [
    'Which payment methods do you accept?',
    'You can pay online by credit or debit card, netbanking, wallet or UPI through our secure payment partner, or choose cash on delivery.',
  ],
  [
    'Is online payment safe?',
    'Yes. Payments are processed by Razorpay on their secure pages; we never see or store your card details. You receive an order confirmation by email as soon as the payment is captured.',
  ],
  [
    'How are the koolers packed?',
    'Each kooler is sealed in a 300 ml food-grade bottle and carried in an insulated bag with ice packs, so it arrives cold. Our soaps come wrapped in paper and our oils in glass.',
  ],
  [
    'Do you take back bottles?',
    'Yes. Hand your rinsed empty bottles to our delivery partner on your next order; we clean, sterilise and reuse them or send them for recycling.',
  ],
  [
    'Can I order koolers in bulk for an office or an event?',
    'Yes. For orders of 50 bottles or more, write to us through the Contact page or call us at least two days ahead. We can mix flavours and deliver to your office, society or venue in Navi Mumbai.',
  ],
  [
    'Do you offer discounts on bulk orders?',
    'Bulk orders of 50 bottles or more get a tiered discount; we will share the exact price with your quote. Coco Club members get their member discount on top of most bulk prices.',
  ],
  [
    'Can you gift-wrap an order?',
    'Yes. Ask for gift packaging in your order notes or when you call: we pack koolers and natural products in a reusable jute gift bag with a handwritten note, at no extra cost for orders delivered in Navi Mumbai.',
  ],
  [
    'Do you make festive or corporate gift hampers?',
    'We put together hampers for Diwali, Raksha Bandhan and corporate gifting with virgin coconut oil, charcoal soap, coconut jaggery and a voucher for koolers. Contact us for options and prices.',
  ],
  [
    'What is the Coco Club?',
    'Coco Club Gold is our yearly membership for ₹1200 a year. Members get 10% off koolers, diet drinks and natural products, a free kooler in their birthday month and first taste of every seasonal flavour.',
  ],
  [
    'How do I join the Coco Club?',
    'Open the Coco Club page, press Get Started, fill in your details and pay by UPI. Your membership starts as soon as we confirm the payment, usually within a few hours.',
  ],
  [
    'Are your natural products really chemical-free?',
    'Yes. Our soaps, oils, balms and farm products are made from coconut, plant oils and natural minerals, with no parabens, SLS, mineral oil or synthetic fragrance. Every ingredient is listed on the product page.',
  ],
  [
    'Can I visit the farm?',
    'Yes. We open our coconut farm in Raigad to visitors on a few Sundays every winter, and Coco Club members get a dedicated visit day. Watch our social pages or ask us through the Contact page.',
  ],
];

export const faqs: SeedData[] = FAQS.map(([question, answer], index) => ({ question, answer, order: index + 1 }));
