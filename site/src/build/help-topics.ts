/**
 * The help centre groups the FAQ by topic. Strapi's FAQ has no topic field, so a question's topic is
 * guessed from its words: a new question an editor adds lands in a sensible topic, or in "Other".
 */

export type HelpTopic = { id: string; title: string };

type Rule = HelpTopic & { words: RegExp };

/**
 * Checked in this order; the first rule whose words appear in the question wins. The order settles
 * overlaps: "Can I pay for the Coco Club by UPI?" is about the club, "How are the koolers packed?"
 * about the order rather than the drink.
 */
const rules: Rule[] = [
  { id: 'coco-club', title: 'Coco Club', words: /\b(coco club|member(s|ship)?)\b/i },
  { id: 'payments', title: 'Payments', words: /\b(pay\w*|upi|cards?|refunds?|cash|cod|netbanking|wallets?)\b/i },
  {
    id: 'orders-delivery',
    title: 'Orders & delivery',
    words: /\b(deliver\w*|orders?|ordering|minimum|pack\w*|bottles?|bulk|gifts?|hampers?|track\w*|cancel\w*)\b/i,
  },
  {
    id: 'drinks-ingredients',
    title: 'Drinks & ingredients',
    words: /\b(koolers?|drinks?|juices?|ingredients?|sugar|preservatives?|colou?rs?|flavou?rs?|fresh\w*|calories?|nutrition)\b/i,
  },
  { id: 'products', title: 'Products', words: /\b(products?|chemicals?|soaps?|oils?|skincare|homecare|animal care)\b/i },
];

export const otherTopic: HelpTopic = { id: 'other', title: 'Other' };

/** How the help centre lists the topics: what most visitors ask about first. */
const displayOrder = ['orders-delivery', 'payments', 'drinks-ingredients', 'coco-club', 'products', otherTopic.id];

/** The topic a question belongs to. */
export function topicOf(question: string): HelpTopic {
  const rule = rules.find((candidate) => candidate.words.test(question));
  return rule ? { id: rule.id, title: rule.title } : otherTopic;
}

/** A URL fragment for a question: "Where do you deliver?" → "where-do-you-deliver". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A question in its section: its anchor, and the FAQ entry as given (in the page's language). */
export type HelpEntry<F> = { id: string; faq: F };
export type HelpSection<F> = HelpTopic & { entries: HelpEntry<F>[] };

/**
 * The FAQ grouped by topic: topics in display order with "Other" last, empty topics left out,
 * questions in the order given. Each question gets a unique anchor id (two identical questions get
 * "-2", "-3", ... so every link still lands on its own answer). Topics and anchors are read from a
 * question's English (`englishOf`), which the rules know: the Hindi and Marathi help centres group
 * their questions as the English one does, under the same anchors.
 */
export function groupByTopic<F extends { question: string }>(
  faqs: readonly F[],
  englishOf: (faq: F, index: number) => string = (faq) => faq.question,
): HelpSection<F>[] {
  const sections = [...rules, otherTopic]
    .sort((a, b) => displayOrder.indexOf(a.id) - displayOrder.indexOf(b.id))
    .map((topic): HelpSection<F> => ({ id: topic.id, title: topic.title, entries: [] }));
  const taken = new Set(sections.map((section) => section.id));
  faqs.forEach((faq, index) => {
    const english = englishOf(faq, index);
    const base = slugify(english) || 'question';
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    sections.find((section) => section.id === topicOf(english).id)?.entries.push({ id, faq });
  });
  return sections.filter((section) => section.entries.length > 0);
}
