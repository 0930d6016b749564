import { expect, rupees, test, whenDefined } from './fixtures.ts';

type Product = {
  slug: string;
  name: string;
  categories: { slug: string }[];
  sizes: { label: string; mrp: number }[];
  gallery: unknown[] | null;
};
type DietDrink = { slug: string; name: string; description: string; price: number; benefits: { text: string }[] };

test.describe('the natural-products catalogue', () => {
  test('lists every product with its link and the price of its first size in rupees and two decimals', async ({ page, cms }) => {
    const products = await cms.published<Product>('products');
    expect(products.length).toBeGreaterThanOrEqual(12);

    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText(/^We deliver to Vashi, .+\.$/)).toBeVisible();
    const cards = page.locator('.product-card');
    await expect(cards).toHaveCount(products.length);
    await expect(page.getByText(`Showing all ${products.length} products`)).toBeVisible();

    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(products.map((product) => product.name));
    await expect(cards.locator('.add-to-cart__price')).toHaveText(products.map((product) => `Price: ${rupees(product.sizes[0].mrp)}`));
    expect(await cards.locator('.product-card__name a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      products.map((product) => `/product/${product.slug}`),
    );
  });

  test('filters by category with radios and CSS, and All shows everything again', async ({ page, cms }) => {
    const products = await cms.published<Product>('products');
    const healthcare = products.filter((product) => product.categories.some((category) => category.slug === 'healthcare'));
    expect(healthcare.length).toBeGreaterThan(0);
    expect(healthcare.length).toBeLessThan(products.length);

    await page.goto('/products');
    const visibleCards = page.locator('.product-card:visible');
    await page.getByRole('radio', { name: 'Healthcare' }).check();
    await expect(visibleCards).toHaveCount(healthcare.length);
    await expect(visibleCards.getByRole('heading')).toHaveText(healthcare.map((product) => product.name));
    await expect(page.getByText(`Showing ${healthcare.length} of ${products.length} products`)).toBeVisible();

    await page.getByRole('radio', { name: 'All' }).check();
    await expect(visibleCards).toHaveCount(products.length);
    await expect(page.getByText('No products found.')).toBeHidden();
  });

  test('choosing a size changes the price; Add to Bag fills the cart badge, which survives a reload', async ({ page, cms, storedCart }) => {
    const product = (await cms.published<Product>('products')).find((candidate) => candidate.sizes.length > 1);
    if (!product) throw new Error('the seed has a product with two sizes');
    await page.goto('/products');
    const card = page.locator('.product-card').filter({ has: page.getByRole('heading', { name: product.name, exact: true }) });
    const badge = page.getByTestId('cart-badge');
    await whenDefined(page, 'cart-badge', 'add-to-cart');
    await expect(badge).toBeHidden();

    await expect(card).toContainText(`Price: ${rupees(product.sizes[0].mrp)}`);
    await card.getByLabel('Size').selectOption(product.sizes[1].label);
    await expect(card).toContainText(`Price: ${rupees(product.sizes[1].mrp)}`);

    await card.getByRole('button', { name: 'Add to Bag' }).click();
    await expect(card.getByRole('status')).toHaveText('Product added to cart!');
    await expect(badge).toHaveText('1');
    await card.getByRole('button', { name: 'Add to Bag' }).click();
    await expect(badge).toHaveText('2');

    await page.reload();
    await expect(badge).toHaveText('2');
    expect(await storedCart()).toEqual([{ ref: `product:${product.slug}`, name: product.name, size: product.sizes[1].label, quantity: 2 }]);
  });

  test('clicking a card’s picture opens the product page', async ({ page, cms }) => {
    const [product] = await cms.published<Product>('products');
    await page.goto('/products');
    // The name's link stretches over the picture, so the click lands on the link, not the <img>.
    const picture = page.locator('.product-card').first().locator('img').first();
    await picture.scrollIntoViewIfNeeded();
    const box = await picture.boundingBox();
    if (!box) throw new Error('the first card has a picture');
    await page.mouse.click(box.x + box.width / 4, box.y + box.height - 10);
    await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`));
  });

  test('the wishlist heart toggles and is remembered in this browser', async ({ page, cms }) => {
    const [product] = await cms.published<Product>('products');
    await page.goto('/products');
    const heart = page.getByRole('button', { name: `Add ${product.name} to wishlist` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  test('has no WCAG 2.2 AA violations', async ({ page, axe }) => {
    await page.goto('/products');
    await axe();
  });
});

test.describe('the catalogue without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('still filters: the radios and CSS do it', async ({ page, cms }) => {
    const products = await cms.published<Product>('products');
    const homecare = products.filter((product) => product.categories.some((category) => category.slug === 'homecare'));
    await page.goto('/products');
    await page.getByRole('radio', { name: 'Homecare' }).check();
    await expect(page.locator('.product-card:visible')).toHaveCount(homecare.length);
  });
});

test.describe('a product page', () => {
  test('shows the gallery, the first size chosen with its price, keeps the quantity at 1 or more, and lists benefits and ingredients', async ({
    page,
    cms,
    axe,
  }) => {
    // A product with two sizes and two pictures or more (the 4-thumbnail limit: ProductGallery.test.ts).
    const product = (await cms.published<Product>('products')).find(
      (candidate) => candidate.sizes.length > 1 && (candidate.gallery?.length ?? 0) > 1,
    );
    if (!product) throw new Error('the seed has a product with two sizes and two pictures');
    await page.goto(`/product/${product.slug}`);
    await whenDefined(page, 'add-to-cart');

    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const thumbnails = page.getByRole('radio', { name: /^Picture \d$/ });
    await expect(thumbnails).toHaveCount(Math.min(4, product.gallery?.length ?? 0));
    const pictures = page.locator('.gallery__stage img');
    await expect(pictures.first()).toBeVisible();
    await thumbnails.nth(1).check();
    await expect(pictures.nth(1)).toBeVisible();
    await expect(pictures.first()).toBeHidden();

    // The first size is chosen on arrival, as on the product's card: its price shows, and Add to Bag works.
    const addToBag = page.getByRole('button', { name: 'Add to Bag' });
    await expect(page.getByRole('radio', { name: product.sizes[0].label, exact: true })).toBeChecked();
    await expect(page.getByText(`Price: ${rupees(product.sizes[0].mrp)}`)).toBeVisible();
    await expect(page.getByText('Select a size')).toBeHidden();
    await expect(addToBag).toBeEnabled();
    await page.getByRole('radio', { name: product.sizes[1].label, exact: true }).check();
    await expect(page.getByText(`Price: ${rupees(product.sizes[1].mrp)}`)).toBeVisible();
    await expect(addToBag).toBeEnabled();

    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toHaveValue('1');
    await page.getByRole('button', { name: 'One less' }).click();
    await expect(quantity).toHaveValue('1');
    await page.getByRole('button', { name: 'One more' }).click();
    await page.getByRole('button', { name: 'One more' }).click();
    await expect(quantity).toHaveValue('3');
    await page.getByRole('button', { name: 'One less' }).click();
    await expect(quantity).toHaveValue('2');
    await addToBag.click();
    await expect(page.getByTestId('cart-badge')).toHaveText('2');

    await expect(page.getByRole('heading', { level: 2, name: 'Benefits' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Ingredients' })).toBeVisible();
    await expect(page.getByRole('link', { name: /All products/ })).toHaveAttribute('href', '/products');
    await axe();
  });

  test('with no size chosen (as when the chosen one stops being offered), asks for one and says why Add to Bag waits', async ({
    page,
    cms,
    axe,
  }) => {
    const product = (await cms.published<Product>('products')).find((candidate) => candidate.sizes.length > 1);
    if (!product) throw new Error('the seed has a product with two sizes');
    await page.goto(`/product/${product.slug}`);
    await whenDefined(page, 'add-to-cart');
    await page.locator('.product form.add-to-cart').evaluate((form) => {
      for (const radio of form.querySelectorAll<HTMLInputElement>('input[name="size"]')) radio.checked = false;
      form.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const addToBag = page.locator('.product').getByRole('button', { name: 'Add to Bag' });
    await expect(page.locator('.product .add-to-cart__price')).toHaveText('Select a size');
    await expect(addToBag).toBeDisabled();
    await expect(addToBag).toHaveAccessibleDescription('Choose a size to add it to your bag.');
    await expect(page.getByText('Choose a size to add it to your bag.')).toBeVisible();
    await axe();
    await page.getByRole('radio', { name: product.sizes[1].label, exact: true }).check();
    await expect(page.locator('.product .add-to-cart__price')).toHaveText(`Price: ${rupees(product.sizes[1].mrp)}`);
    // Beside it, what a Coco Club member pays for that size (the seeded plan's 10% off, to the paisa).
    const memberPaise = Math.round(product.sizes[1].mrp * 100) - Math.floor(Math.round(product.sizes[1].mrp * 100) / 10);
    await expect(page.locator('.product .add-to-cart__member')).toHaveText(`${rupees(memberPaise / 100)} for members`);
    await expect(addToBag).toBeEnabled();
    await expect(page.getByText('Choose a size to add it to your bag.')).toBeHidden();
  });

  test('/product without a product says so and leads back to the catalogue', async ({ page }) => {
    await page.goto('/product');
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found.' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse all products' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });
});

test.describe('the diet drinks page', () => {
  test('shows every diet drink; Discover More opens its description, benefits and price', async ({ page, cms, axe }) => {
    const drinks = await cms.published<DietDrink>('diet-drinks');
    expect(drinks.length).toBeGreaterThan(0);
    await page.goto('/dietdrink');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const drink of drinks) {
      const card = page.locator(`[id="${drink.slug}"]`);
      await expect(card.getByRole('heading', { name: drink.name })).toBeVisible();
      await expect(card).toContainText(rupees(drink.price));
    }

    const drink = drinks[1] ?? drinks[0];
    await page.getByRole('button', { name: `Discover More about ${drink.name}` }).click();
    const dialog = page.getByRole('dialog', { name: drink.name });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(drink.description);
    for (const benefit of drink.benefits) await expect(dialog.getByRole('listitem').filter({ hasText: benefit.text })).toBeVisible();
    await expect(dialog).toContainText(`Price: ${rupees(drink.price)}`);
    await axe();

    await dialog.getByRole('button', { name: 'Add to Bag' }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('a search result’s link lands on its card', async ({ page, cms }) => {
    const [drink] = await cms.published<DietDrink>('diet-drinks');
    await page.goto(`/dietdrink#${drink.slug}`);
    await expect(page.locator(`[id="${drink.slug}"]`)).toBeInViewport();
  });

  test('has no WCAG 2.2 AA violations', async ({ page, axe }) => {
    await page.goto('/dietdrink');
    await axe();
  });
});
