import { type Block, blocks } from '../blocks';
import { generatedFile, image, type SeedData } from '../markers';
import { renderPdf } from '../pdf';

/**
 * The four blog articles. Each gets a PDF rendered from the same text at seed time (src/seed/pdf.ts),
 * so the download always matches the article as first published.
 */
interface Article {
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  publishedOn: string;
  readingMinutes: number;
  cover: string;
  body: Block[];
}

const ARTICLES: Article[] = [
  {
    title: 'Why Our Koolers Have No Preservatives',
    slug: 'why-our-koolers-have-no-preservatives',
    excerpt:
      'Most bottled drinks stay “fresh” for months thanks to preservatives. Ours reach you 15-20 minutes after they are made, so they do not need any. Here is what those INS numbers on labels mean, and why we leave them out.',
    author: 'Anjali Mhatre',
    publishedOn: '2024-10-14',
    readingMinutes: 5,
    cover: 'article-preservatives',
    body: blocks(
      'A bottled fruit drink on a supermarket shelf may have been made weeks or months before you buy it. It survives that long because of two things: heat treatment, and preservatives. Our koolers have neither, and that is not a marketing trick. It is simply how we make them: the coconut is opened and the fruit is blended when your order comes in, and the bottle reaches you within 15-20 minutes.',
      '## What preservatives actually do',
      'Preservatives slow down the yeasts, moulds and bacteria that would otherwise spoil a drink. In juices and soft drinks you will most often meet three families:',
      '- **Sodium benzoate** (INS 211) and benzoic acid (INS 210)',
      '- **Potassium sorbate** (INS 202) and sorbic acid (INS 200)',
      '- **Sulphites** such as sulphur dioxide (INS 220) and sodium metabisulphite (INS 223)',
      'All of them are permitted by FSSAI within set limits, and used within those limits they are considered safe for most people. We are not here to frighten anyone about a soft drink at a wedding.',
      '## Why we still leave them out',
      '**Benzoate and vitamin C do not mix well.** In 2006, testing by the US Food and Drug Administration found small amounts of benzene in some soft drinks that contained both sodium benzoate and ascorbic acid (vitamin C), especially after storage in heat and light. Most levels were low and manufacturers reformulated. But fruit is full of vitamin C, so we would rather not put the two together at all.',
      '**Sulphites bother some people.** They can trigger wheezing in some people with asthma, which is why labelling rules require them to be declared.',
      '**Taste.** Preservatives, and the heating that usually comes with them, flatten the taste of fresh fruit. Tender coconut water is especially delicate: once heated, it loses the light sweetness that makes it worth drinking.',
      '## How we keep koolers safe without them',
      '- Coconuts are opened every morning in our Vashi kitchen, which follows FSSAI hygiene rules.',
      '- Seasonal fruit is pulped at harvest and frozen at -18 °C, so a January mango kooler still tastes of May.',
      '- Each kooler is blended when you order, sealed, and carried cold in an insulated bag.',
      '- It reaches you within 15-20 minutes, and we ask you to drink it within four hours or keep it in the fridge and finish it the same day.',
      'A short life is the honest price of a drink with nothing added. We think it is worth it.',
      '## Reading a label in thirty seconds',
      '1. Scan the ingredients for INS numbers between 200 and 299: that range is mostly preservatives.',
      '2. “Added flavour” or “nature-identical flavouring” means the taste did not come only from the fruit.',
      '3. Look at the date of manufacture, not only the best-before date.',
      'There is nothing wrong with an occasional packaged drink. For every day, fresh is better, and we try to make fresh as easy as opening your door.',
    ),
  },
  {
    title: 'Endocrine Disruptors: What Is in Your Bottle and Your Bathroom',
    slug: 'endocrine-disruptors-in-your-bottle-and-bathroom',
    excerpt:
      'Some chemicals in plastics, fragrances and cosmetics can interfere with the body’s hormones. What the science says, what it does not, and a few easy swaps for your kitchen and bathroom.',
    author: 'Anjali Mhatre',
    publishedOn: '2024-11-08',
    readingMinutes: 6,
    cover: 'article-endocrine-disruptors',
    body: blocks(
      'Hormones are the body’s chemical messengers: tiny amounts of insulin, thyroid hormone, oestrogen or testosterone steer growth, metabolism, mood and fertility. An **endocrine disruptor** is a substance from outside the body that can interfere with this messaging, by mimicking a hormone, blocking it, or changing how much of it is made.',
      'The World Health Organization and the UN Environment Programme reviewed the evidence in 2012 and called endocrine disruptors a global concern. Here is where they turn up in ordinary homes, and what you can do about it without turning your life upside down.',
      '## Where they show up',
      '**Bisphenol A (BPA)** is used to make polycarbonate plastic and the lining of some food cans. Small amounts can migrate into food and drink, more so when the container is heated or scratched. It was removed from baby bottles in many countries, and the European Union has moved to ban it from food-contact materials altogether.',
      '**Phthalates** make plastics soft and help fragrances last. In cosmetics they rarely appear by name: they hide behind the single word “fragrance” or “parfum”.',
      '**Parabens** are preservatives in creams, lotions and shampoos. Some show weak oestrogen-like activity in laboratory studies.',
      '**Triclosan** was the antibacterial in many soaps and toothpastes. In 2016 the US FDA removed it from consumer antiseptic hand washes, finding no evidence that it worked better than plain soap and water.',
      '## What the science does and does not say',
      'Effects depend on the dose, on timing (pregnancy, infancy and puberty are the most sensitive windows) and on mixtures of many substances at once. A trace of one chemical is not a reason to panic. But cutting avoidable, everyday exposure is cheap and sensible, especially for children and during pregnancy.',
      '## Easy swaps',
      '- Do not heat food in plastic. Use steel, glass or ceramic in the microwave, and let hot food cool before it goes into a plastic box.',
      '- Do not leave bottled water or drinks in a hot car or in the sun.',
      '- Choose fragrance-free products, or ones that name their scent (“lemongrass oil”) instead of hiding it behind “parfum”.',
      '- Prefer products that list every single ingredient.',
      '- Wash your hands with plain soap and water: for everyday use, antibacterial soap adds nothing.',
      '## What we do at Koolers',
      'Our soaps are cold-process bars of coconut and castor oil with no parabens, no triclosan and no synthetic fragrance. Our oils come in glass. Every ingredient of every product is listed on its page. And our koolers are filled cold, never hot-filled into plastic, and meant to be finished within hours, not months.',
      '> Fewer ingredients, all of them named: that is the simplest rule we know.',
    ),
  },
  {
    title: 'Hum, Breathe, Repeat: Your Nose and Nitric Oxide',
    slug: 'hum-breathe-repeat-nasal-nitric-oxide',
    excerpt:
      'Your sinuses make nitric oxide, a tiny molecule that helps blood vessels relax. Breathing through your nose brings it to your lungs, and humming multiplies it. A two-minute practice to try today.',
    author: 'Vasant Mhatre',
    publishedOn: '2024-12-02',
    readingMinutes: 5,
    cover: 'article-nitric-oxide',
    body: blocks(
      '**Nitric oxide** (NO) is one of the smallest molecules your body uses, and one of the most important. It signals blood vessels to relax and widen; the discovery of that role earned the 1998 Nobel Prize in Physiology or Medicine.',
      '## Your sinuses make it all day',
      'In the mid-1990s, researchers at the Karolinska Institute found that the paranasal sinuses, the air spaces around your nose, continuously release nitric oxide into the air inside the nose. When you breathe in through your nose, some of that NO travels with the air down into the lungs, where it may help the airways and improve how well oxygen is taken up. Breathe through your mouth, and you skip it.',
      '## The humming trick',
      'In a 2002 study, the same group asked volunteers to hum. Humming raised the amount of nitric oxide in the nose about fifteen-fold compared with breathing out quietly. The vibration makes the air in the sinuses exchange much faster with the air in the nose, carrying the NO out with it.',
      '## More reasons to breathe through your nose',
      '- Your nose filters dust and pollen, which matters on a dusty Navi Mumbai road.',
      '- It warms and humidifies the air before it reaches your lungs.',
      '- It tends to slow your breathing down, which most of us could use.',
      '## A two-minute practice',
      '1. Sit tall with your mouth closed and your jaw and lips relaxed.',
      '2. Breathe in slowly through your nose for a count of four.',
      '3. Breathe out through your nose while humming, for a count of six to eight.',
      '4. Repeat ten times. Notice the buzz in your cheeks and forehead: that is your sinuses at work.',
      'Try it in the morning, in traffic, or before sleep.',
      '## What it is not',
      'This is a healthy habit, not a treatment. If your nose is blocked most of the time, if you snore loudly or wake up gasping, see a doctor: those can be signs of something that needs attention. And please do not tape your mouth shut at night without medical advice.',
      '## One more thing: stay hydrated',
      'A dry nose is an unhappy nose. The lining of your nose and sinuses works best when it is moist, so drink enough through the day. A glass of tender coconut water in the afternoon heat is not a bad way to do it.',
    ),
  },
  {
    title: 'Coconut Water and the 3-Minute Recovery',
    slug: 'coconut-water-and-the-3-minute-recovery',
    excerpt:
      'Coconut water is a natural source of potassium and fluid after exercise. Pair it with a 3-minute recovery routine: slow down, stretch, sip. What coconut water can and cannot do, and how much to drink.',
    author: 'Anjali Mhatre',
    publishedOn: '2025-01-13',
    readingMinutes: 5,
    cover: 'article-coconut-water-recovery',
    body: blocks(
      'Tender coconut water is mostly water, with a natural mix of electrolytes: a lot of potassium (around 250 mg per 100 ml), some sodium and magnesium, and a few grams of natural sugar. That makes it a pleasant way to replace fluid after a walk, a game or a workout.',
      '## How it compares with a sports drink',
      'A typical sports drink has more sodium and more sugar; coconut water has far more potassium and much less sodium. Studies that compared them after moderate exercise found that coconut water rehydrated about as well as a sports drink, though some people felt bloated when they drank a lot of it quickly.',
      'For a long, sweaty session of more than an hour, you lose a lot of sodium in sweat. Then coconut water alone is not enough: add a pinch of salt, or eat something salty with it.',
      '## The 3-minute recovery',
      'The moment a workout ends, most of us sit down and reach for the phone. Instead, give your body three minutes:',
      '1. **Minute one: slow down, do not stop.** Walk around, breathe through your nose, and make each breath out longer than the breath in.',
      '2. **Minute two: stretch what you used.** Calves, hamstrings, hip flexors and shoulders, about fifteen seconds each.',
      '3. **Minute three: sip, do not gulp.** Drink 200-300 ml of tender coconut water or plain water in small sips.',
      'Three minutes will not rehydrate you on their own. What they do is start your recovery at once: your heart rate settles gradually, your muscles loosen while they are warm, and you begin replacing fluid before you forget. Keep sipping over the next hour.',
      '## How much to drink',
      '- Weigh yourself before and after a long session: every kilogram lost is roughly a litre of fluid. Replace it, and a little more, over the next few hours.',
      '- Pale yellow urine means you are doing fine; dark yellow means drink more.',
      '- Navi Mumbai’s humidity hides how much you sweat. You are probably losing more than you think.',
      '## Who should be careful',
      'Because coconut water is rich in potassium, people with kidney disease or those taking medicines that raise potassium should ask their doctor before drinking it regularly.',
      'Our Tender Coconut kooler is just that: tender coconut water and a little of its own malai, nothing added. Keep one in the fridge for after the evening walk along Palm Beach Road.',
    ),
  },
];

const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export const articles: SeedData[] = ARTICLES.map((article) => ({
  title: article.title,
  slug: article.slug,
  excerpt: article.excerpt,
  author: article.author,
  publishedOn: article.publishedOn,
  readingMinutes: article.readingMinutes,
  body: article.body,
  cover: image(article.cover),
  pdf: generatedFile({
    name: `${article.slug}.pdf`,
    mime: 'application/pdf',
    alternativeText: `PDF of the Koolers article “${article.title}”`,
    caption: article.title,
    render: () =>
      renderPdf({
        title: article.title,
        meta: `${article.author} \u00b7 ${longDate(article.publishedOn)} \u00b7 ${article.readingMinutes} min read`,
        blocks: article.body,
        footer: 'Koolers \u00b7 Sector 17, Vashi, Navi Mumbai \u00b7 koolers.in',
        author: article.author,
        subject: article.excerpt,
        date: new Date(`${article.publishedOn}T09:00:00+05:30`),
      }),
  }),
}));
