import { describe, expect, it } from 'vitest';
import { groupByTopic, slugify, topicOf } from './help-topics.ts';

describe('topicOf', () => {
  it.each([
    ['Where do you deliver?', 'orders-delivery'],
    ['Is there a minimum order?', 'orders-delivery'],
    ['How are the koolers packed?', 'orders-delivery'],
    ['Can you gift-wrap an order?', 'orders-delivery'],
    ['Which payment methods do you accept?', 'payments'],
    ['Is online payment safe?', 'payments'],
    ['What goes into a kooler?', 'drinks-ingredients'],
    ['Do you add sugar, preservatives or colours?', 'drinks-ingredients'],
    ['How fresh are the koolers when they reach me?', 'drinks-ingredients'],
    ['What is the Coco Club?', 'coco-club'],
    ['Can I pay for my membership by UPI?', 'coco-club'],
    ['Are your natural products really chemical-free?', 'products'],
    ['Can I visit the farm?', 'other'],
  ])('"%s" is under %s', (question, topic) => {
    expect(topicOf(question).id).toBe(topic);
  });

  it('matches whole words only', () => {
    expect(topicOf('Is the recording of calls kept?').id).toBe('other');
  });
});

describe('slugify', () => {
  it.each([
    ['Where do you deliver?', 'where-do-you-deliver'],
    ['Do you add sugar, preservatives or colours?', 'do-you-add-sugar-preservatives-or-colours'],
    ['  Café & crème?  ', 'cafe-creme'],
  ])('%s → %s', (text, slug) => expect(slugify(text)).toBe(slug));
});

describe('groupByTopic', () => {
  const faq = (question: string) => ({ question, answer: `Answer to ${question}` });

  it('keeps every question once, topics in a fixed order with Other last and empty topics left out', () => {
    const sections = groupByTopic([
      faq('Can I visit the farm?'),
      faq('What is the Coco Club?'),
      faq('Is online payment safe?'),
      faq('Where do you deliver?'),
    ]);
    expect(sections.map((section) => section.title)).toEqual(['Orders & delivery', 'Payments', 'Coco Club', 'Other']);
    expect(sections.flatMap((section) => section.entries.map((entry) => entry.faq.question))).toHaveLength(4);
  });

  it('keeps the given order inside a topic', () => {
    const [delivery] = groupByTopic([faq('Is there a minimum order?'), faq('Where do you deliver?')]);
    expect(delivery?.entries.map((entry) => entry.id)).toEqual(['is-there-a-minimum-order', 'where-do-you-deliver']);
  });

  it('gives repeated questions and questions named like a topic their own anchors', () => {
    const ids = groupByTopic([faq('Payments'), faq('Where do you deliver?'), faq('Where do you deliver?'), faq('???')]).flatMap((section) =>
      section.entries.map((entry) => entry.id),
    );
    expect(new Set(ids).size).toBe(4);
    expect(ids).toContain('payments-2');
    expect(ids).toContain('where-do-you-deliver-2');
    expect(ids).toContain('question');
  });

  it('groups a translated FAQ by its English questions, under the same anchors', () => {
    const english = ['Where do you deliver?', 'What is the Coco Club?'];
    const sections = groupByTopic([faq('आप कहाँ डिलीवरी करते हैं?'), faq('Coco Club क्या है?')], (_faq, index) => english[index] ?? '');
    expect(sections.map((section) => [section.id, section.entries.map((entry) => [entry.id, entry.faq.question])])).toEqual([
      ['orders-delivery', [['where-do-you-deliver', 'आप कहाँ डिलीवरी करते हैं?']]],
      ['coco-club', [['what-is-the-coco-club', 'Coco Club क्या है?']]],
    ]);
  });
});
