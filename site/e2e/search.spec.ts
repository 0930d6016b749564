import type { Page } from '@playwright/test';
import { expect, test, whenDefined } from './fixtures.ts';

/**
 * The search: more than 2 characters (2 in Devanagari); every word matched in the name, another name
 * it has (Hindi, Marathi, Hinglish, the editors' synonyms) or its description, forgiving a typo;
 * then apart under "You might also like" at most 5 suggestions of the first match's kind; "No
 * products found", with the catalogue and the shop's phone and WhatsApp, when nothing matches.
 */

/** What a visitor types, one keystroke state after another, and what the results then show. */
const typed: { text: string; status: string; matches: string[]; suggestions: number; why: string; firstShows?: string }[] = [
  {
    text: 'man',
    status: '1 result',
    matches: ['Mango Kooler'],
    suggestions: 5,
    why: 'three characters are enough, as the start of a word; koolers suggested after the matches',
  },
  { text: 'ma', status: '', matches: [], suggestions: 0, why: 'two characters are not: the results go away' },
  { text: 'GUAVA', status: '1 result', matches: ['Guava Kooler'], suggestions: 5, why: 'case does not matter' },
  {
    text: 'coconut oil',
    status: '4 results',
    matches: ['Hibiscus Coconut Hair Oil', 'Virgin Coconut Oil', 'Coconut Lip Balm', 'Coconut Shell Charcoal Soap'],
    suggestions: 5,
    why: 'every word must match, in any order, names first: products, with products suggested',
  },
  { text: 'chaas', status: '1 result', matches: ['Coconut Chaas'], suggestions: 5, why: 'a diet drink' },
  { text: 'faq', status: '1 result', matches: ['Faq'], suggestions: 5, why: 'a page' },
  {
    text: 'आंबा',
    status: '1 result',
    matches: ['Mango Kooler'],
    suggestions: 5,
    firstShows: 'matched “आंबा”',
    why: 'Marathi in Devanagari, two characters are enough: the result says which name it was found by',
  },
  {
    text: 'mnago',
    status: '1 result',
    matches: ['Mango Kooler'],
    suggestions: 5,
    why: 'a typo (two letters swapped) is forgiven',
  },
  {
    text: 'shahale',
    status: '1 result',
    matches: ['Tender Coconut Kooler'],
    suggestions: 5,
    firstShows: 'matched “shahale”',
    why: 'a word of the editors’ synonyms in Strapi (the seed’s: tender coconut)',
  },
  { text: 'xyzzy', status: 'No products found', matches: [], suggestions: 0, why: 'nothing matches' },
];

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  // The results element loads with the dialog: its empty state means something only once it runs.
  await whenDefined(page, 'site-search-results');
  return { dialog, input: dialog.getByPlaceholder('Search for products...') };
}

test('the header search finds drinks, products and pages as the visitor types, in either script, typos and all', async ({
  page,
  cms,
  axe,
}) => {
  await page.goto('/termsandconditions');
  const { dialog, input } = await openSearch(page);
  const suggestions = dialog.getByRole('region', { name: 'You might also like' }).getByRole('listitem');
  // An empty status is not shown (and so not in the accessibility tree): read it by its role attribute.
  const status = dialog.locator('[role="status"]');
  const matches = dialog.locator('.search-results:not(.search-results--suggestions) > li');
  for (const step of typed) {
    await test.step(`"${step.text}": ${step.why}`, async () => {
      await input.fill(step.text);
      await expect(status).toHaveText(step.status);
      await expect(dialog.getByRole('listitem')).toHaveCount(step.matches.length + step.suggestions);
      await expect(suggestions).toHaveCount(step.suggestions);
      await expect(matches.locator('.search-results__name')).toHaveText(step.matches);
      if (step.firstShows) await expect(matches.first()).toContainText(step.firstShows);
    });
  }

  await test.step('a typed word is marked in the name it matched, and the price is beside it', async () => {
    await input.fill('tender coconut');
    await expect(matches.first().locator('mark')).toHaveText(['Tender', 'Coconut']);
    await expect(matches.first()).toContainText(/₹[\d,]+\.\d\d/);
    await axe();
  });

  await test.step('nothing found: the catalogue, the shop’s phone and its WhatsApp instead', async () => {
    const [settings, footer] = await Promise.all([
      cms.get<{ phone: string }>('site-setting'),
      cms.get<{ socialLinks: { platform: string; url: string }[] }>('footer'),
    ]);
    const whatsApp = footer.socialLinks.find((link) => link.platform === 'whatsapp');
    await input.fill('xyzzy');
    await expect(status).toHaveText('No products found');
    await expect(dialog.getByRole('link', { name: 'koolers', exact: true })).toHaveAttribute('href', '/coconutjuice');
    await expect(dialog.getByRole('link', { name: settings.phone })).toHaveAttribute(
      'href',
      `tel:${settings.phone.replace(/[^\d+]/g, '')}`,
    );
    const chat = dialog.getByRole('link', { name: 'write to us on WhatsApp' });
    expect((await chat.getAttribute('href')) ?? '').toContain(new URL(whatsApp?.url ?? 'https://wa.me/').pathname);
    await axe();
    // A search that finds something again puts the help away.
    await input.fill('jamun');
    await expect(dialog.getByRole('link', { name: settings.phone })).toBeHidden();
  });
});

test('the search closes with its button and with a click outside, keeping what was typed', async ({ page }) => {
  await page.goto('/faq');
  const { dialog, input } = await openSearch(page);
  await input.fill('mango');
  await expect(dialog.getByRole('link', { name: /Mango Kooler/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await openSearch(page);
  await expect(input).toHaveValue('mango');
  // The bar is at the top of the page: the bottom of the window is outside it.
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.mouse.click(viewport.width / 2, viewport.height - 5);
  await expect(dialog).toBeHidden();
});

test('choosing a result goes there, closes the search and clears its text', async ({ page }) => {
  await page.goto('/dietdrink');
  const { dialog, input } = await openSearch(page);
  await input.fill('chaas');
  await dialog.getByRole('link', { name: /Coconut Chaas/ }).click();
  await expect(page).toHaveURL(/\/dietdrink#coconut-chaas$/);
  await expect(dialog).toBeHidden();
  await expect(page.locator('[id="coconut-chaas"]')).toBeInViewport();

  // The same page: reopening the search shows an empty bar and no results.
  await openSearch(page);
  await expect(input).toHaveValue('');
  await expect(dialog.getByRole('listitem')).toHaveCount(0);
  await expect(dialog.locator('[role="status"]')).toHaveText('');
});

test.describe('the search page', () => {
  test('lists what matches “Type to search...”', async ({ page, axe }) => {
    await page.goto('/search?q=guava');
    await expect(page.getByPlaceholder('Type to search...')).toHaveValue('guava');
    await expect(page.getByRole('link', { name: /Guava Kooler/ })).toBeVisible();
    await axe();
  });

  test('says “No products found” when nothing matches, and where to look or ask instead', async ({ page }) => {
    await page.goto('/search?q=xyzzy');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('No products found');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'natural products' })).toHaveAttribute('href', '/products');
    await expect(page.getByRole('main').getByRole('link', { name: 'write to us on WhatsApp' })).toBeVisible();
  });

  test('finds by a Hindi name in Devanagari and by a typo', async ({ page }) => {
    await page.goto('/search?q=नारियल तेल');
    const main = page.getByRole('main');
    await expect(main.locator('.search-results__name').first()).toHaveText(/Coconut (Hair )?Oil/);
    await expect(main.getByRole('listitem').first()).toContainText(/matched “(नारियल तेल|तेल नारियल)”/);
    await page.getByPlaceholder('Type to search...').fill('cocnut oil');
    await expect(main.locator('.search-results__name').first()).toHaveText(/Coconut (Hair )?Oil/);
  });
});
