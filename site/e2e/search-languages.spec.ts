import { englishPathOf } from '@koolers/contracts/pages';
import { find, loadIndex, type SearchIndexFile } from '../src/lib/search/engine.ts';
import { search } from '../src/lib/search/search.ts';
import { SHOPPER_QUERIES } from '../src/lib/search/shopper-queries.ts';
import { expect, test, whenDefined } from './fixtures.ts';

/**
 * The search on a Hindi or Marathi page (issue 35): its own index, built from Strapi's translations,
 * names each entry in the page's language and links to the page in it, and still finds what a
 * shopper types in English, Hinglish or either script.
 */
const LANGUAGES = [
  { code: 'hi', search: 'खोजें', placeholder: 'प्रोडक्ट खोजें...', mango: 'आम', mangoKooler: 'आम कूलर', kooler: 'कूलर', product: 'प्रोडक्ट' },
  { code: 'mr', search: 'शोधा', placeholder: 'उत्पादने शोधा...', mango: 'आंबा', mangoKooler: 'आंबा कूलर', kooler: 'कूलर', product: 'उत्पादन' },
] as const;

for (const language of LANGUAGES) {
  test(`the shoppers’ test set over the ${language.code} index the build wrote: at least 95 % find their product in the top 3`, async ({
    request,
  }) => {
    const file = (await (await request.get(`/search-index/${language.code}.json`)).json()) as SearchIndexFile;
    const engine = loadIndex(file.index);
    const missed = SHOPPER_QUERIES.filter(({ query, finds }) => {
      const top3 = search(file.entries, (text) => find(engine, text), query, file.spellings).matches.slice(0, 3);
      return !top3.some((match) => finds.includes(englishPathOf(match.entry.link)));
    });
    const found = SHOPPER_QUERIES.length - missed.length;
    console.log(
      `search recall in the top 3 (${language.code}): ${found}/${SHOPPER_QUERIES.length}` +
        (missed.length ? `; missed: ${missed.map(({ query }) => `“${query}”`).join(', ')}` : ''),
    );
    expect(found / SHOPPER_QUERIES.length).toBeGreaterThanOrEqual(0.95);
    // Every entry leads to a page in the index's language.
    for (const entry of file.entries) expect(entry.link, entry.link).toMatch(new RegExp(`^/${language.code}(/|#|$)`));
  });

  test(`searching on a ${language.code} page finds in its language and in English, and links to its pages`, async ({ page, cms, axe }) => {
    await page.goto(`/${language.code}/faq`);
    await page.getByRole('button', { name: language.search, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: language.search });
    await whenDefined(page, 'site-search-results');
    const input = dialog.getByPlaceholder(language.placeholder);
    const first = dialog.locator('.search-results:not(.search-results--suggestions) > li').first();

    await input.fill(language.mango);
    await expect(first.locator('.search-results__name')).toHaveText(language.mangoKooler);
    await expect(first.locator('.search-results__name')).not.toHaveAttribute('lang', /./);
    await expect(first.getByRole('link')).toHaveAttribute('href', `/${language.code}/order-product/mango`);
    await expect(first).toContainText(language.kooler);
    await axe();

    // The English name finds the same kooler, and says that is how it was found.
    await input.fill('mango');
    await expect(first.locator('.search-results__name')).toHaveText(language.mangoKooler);
    await expect(first).toContainText('“mango”');

    // A natural product, found by its English name, shown by its name in the page's language.
    const [oil] = await cms.get<{ name: string }[]>(`products?locale=${language.code}&filters[slug]=virgin-coconut-oil`);
    await input.fill('virgin coconut oil');
    await expect(first.locator('.search-results__name')).toHaveText(oil?.name ?? '?');
    await expect(first.locator('.search-results__name')).not.toHaveAttribute('lang', /./);
    await expect(first).toContainText(language.product);
    await first.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${language.code}/product/virgin-coconut-oil$`));
  });
}
