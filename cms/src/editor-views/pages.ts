import { ORDER_FIELD, SEO_FIELD, type TypeView } from './types';

const legalPage = (page: string): TypeView => ({
  mainField: 'title',
  fields: {
    title: { label: 'Title', description: `The heading of the ${page} page.` },
    lastUpdated: { label: 'Last updated', description: 'The date shown under the title.' },
    body: { label: 'Text', description: `The whole text of the ${page} page.` },
    seo: SEO_FIELD,
  },
});

const profile = (page: string, textField: string): TypeView => ({
  mainField: 'name',
  fields: {
    name: { label: 'Name', description: `The name on the ${page} page.` },
    position: { label: 'Position', description: 'Shown under the name.', placeholder: 'Managing Director' },
    photo: { label: 'Photo', description: 'Give it alternative text in the Media Library.' },
    [textField]: { label: 'Text', description: `The text of the ${page} page.` },
    seo: SEO_FIELD,
  },
});

/** Texts and pictures of the content pages (FAQ, blog, home page blocks, company and legal pages). */
export const PAGE_VIEWS: Record<string, TypeView> = {
  'api::faq.faq': {
    mainField: 'question',
    list: ['order', 'question', 'answer'],
    sort: { by: 'order', order: 'ASC' },
    fields: {
      question: {
        label: 'Question',
        description: 'Shown on /faq and grouped into topics on /help.',
        placeholder: 'How long does a kooler keep?',
      },
      answer: { label: 'Answer', description: 'Shown when a visitor opens the question. Plain text.' },
      order: ORDER_FIELD,
    },
  },
  'api::article.article': {
    mainField: 'title',
    list: ['title', 'publishedOn', 'author', 'cover'],
    sort: { by: 'publishedOn', order: 'DESC' },
    fields: {
      title: { label: 'Title', description: 'The article’s title on the /blog page.' },
      slug: { label: 'Web address', description: 'Identifies the article in links to it.', placeholder: 'why-fresh-beats-preserved' },
      excerpt: { label: 'Summary', description: 'The short text on the article’s card.' },
      body: { label: 'Text', description: 'The article, shown when a reader opens it.' },
      cover: { label: 'Cover picture', description: 'Shown on the article’s card. Give it alternative text in the Media Library.' },
      readingMinutes: { label: 'Reading time (minutes)', description: 'Shown on the card: “5 min read”.', placeholder: '5' },
      publishedOn: { label: 'Date', description: 'Shown on the card; the newest article comes first.' },
      author: { label: 'Author', description: 'Optional: shown on the card.' },
      pdf: { label: 'PDF', description: 'Optional: the file behind the card’s “Download PDF” link.' },
    },
  },
  'api::hero-slide.hero-slide': {
    mainField: 'title',
    list: ['order', 'title', 'link', 'image'],
    sort: { by: 'order', order: 'ASC' },
    fields: {
      title: { label: 'Title', description: 'The big word of the slide on the home page.', placeholder: 'KOOLERS' },
      description: { label: 'Text', description: 'The line under the title.' },
      buttonLabel: { label: 'Button text', placeholder: 'Get Started' },
      link: {
        label: 'Button link',
        description: 'A page of the site (/products) or a full address (https://…).',
        placeholder: '/products',
      },
      image: { label: 'Picture', description: 'The slide’s background. Give it alternative text in the Media Library.' },
      order: ORDER_FIELD,
    },
  },
  'api::mission.mission': {
    mainField: 'title',
    fields: {
      title: { label: 'Title', description: 'The heading of the mission block on the home page.', placeholder: 'Our Mission' },
      points: { label: 'Points', description: 'The numbered points, in order.' },
      images: { label: 'Pictures', description: 'They take turns beside the points. Give each alternative text in the Media Library.' },
    },
  },
  'api::about-block.about-block': {
    mainField: 'heading',
    fields: {
      title: { label: 'Small title', description: 'The small line above the heading on the home page.' },
      heading: { label: 'Heading', description: 'The heading of the “about us” block on the home page.' },
      badge: { label: 'Badge', description: 'The badge on the picture.', placeholder: '10k+ Clients' },
      description: { label: 'Text' },
      bullets: { label: 'Bullet points', description: 'One line each.' },
      button: { label: 'Button', description: 'Its text and the page it opens.' },
      image: { label: 'Picture', description: 'Optional. Give it alternative text in the Media Library.' },
    },
  },
  'api::director-profile.director-profile': {
    ...profile('/director-profile', 'biography'),
    fields: {
      ...profile('/director-profile', 'biography').fields,
      quote: { label: 'Quote', description: 'Optional: shown in large type.' },
    },
  },
  'api::chairman-profile.chairman-profile': {
    ...profile('/chairman-profile', 'description'),
    fields: {
      ...profile('/chairman-profile', 'description').fields,
      achievements: { label: 'Achievements', description: 'The list under the text, one line each.' },
    },
  },
  'api::about-company.about-company': {
    mainField: 'title',
    fields: {
      title: { label: 'Title', description: 'The heading of the /about-company page.' },
      intro: { label: 'Introduction', description: 'The text under the heading.' },
      sections: { label: 'Sections', description: 'Each with a heading, text and an optional picture, in order.' },
      seo: SEO_FIELD,
    },
  },
  'api::farm.farm': {
    mainField: 'title',
    fields: {
      title: { label: 'Title', description: 'The heading of the /farm page.' },
      intro: { label: 'Introduction', description: 'The text under the heading.' },
      rotatingLines: { label: 'Rotating lines', description: 'The lines that take turns under the introduction.' },
      images: { label: 'Pictures', description: 'The strip of pictures. Give each alternative text in the Media Library.' },
      seo: SEO_FIELD,
    },
  },
  'api::company.company': {
    mainField: 'welcomeTitle',
    fields: {
      welcomeTitle: { label: 'Welcome title', description: 'The heading of the /company page.' },
      welcomeText: { label: 'Welcome text' },
      mission: { label: 'Mission', description: 'Its title and text.' },
      vision: { label: 'Vision', description: 'Its title and text.' },
      coreValuesTitle: { label: 'Core values title', placeholder: 'Our Core Values' },
      coreValues: { label: 'Core values', description: 'One card each; a value with a link becomes a link.' },
      button: { label: 'Button', description: 'Its text and the page it opens.' },
      image: { label: 'Picture', description: 'Optional. Give it alternative text in the Media Library.' },
      seo: SEO_FIELD,
    },
  },
  'api::terms.terms': {
    ...legalPage('/termsandconditions'),
    fields: {
      ...legalPage('/termsandconditions').fields,
      returnWindowDays: {
        label: 'Days to report a damaged or wrong order',
        description:
          'How many days after delivery the text above lets a customer ask for a replacement or refund (24 hours = 1). Search engines show it as the return policy, so change both together.',
        placeholder: '1',
      },
    },
  },
  'api::privacy.privacy': legalPage('/privacypolicy'),
};
