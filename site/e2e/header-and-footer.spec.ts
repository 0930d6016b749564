import { expect, test } from './fixtures.ts';

/** The header and footer every page shares, checked against what Strapi holds. */

type MenuItem = { name: string; link: string | null; subMenu?: MenuItem[] };
type Navigation = { menu: MenuItem[]; headerButtons: { label: string; link: string }[] };
type Footer = {
  address: string;
  phone: string;
  copyrightStartYear: number;
  copyrightHolder: string;
  links: { label: string; link: string }[];
  socialLinks: { label: string; url: string }[];
  gallery: { alternativeText: string }[];
};

test.describe('header on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every menu entry from Strapi is there with its submenu and link', async ({ page, cms }) => {
    const { menu, headerButtons } = await cms.get<Navigation>('navigation');
    expect(menu.length).toBeGreaterThan(0);
    await page.goto('/termsandconditions');
    const nav = page.getByRole('navigation', { name: 'Main' });

    let submenus = 0;
    const expectItems = async (items: MenuItem[]) => {
      for (const item of items) {
        if (item.subMenu?.length) {
          submenus += 1;
          // A submenu is a <summary>: its links show once it is opened.
          await nav.locator('summary', { hasText: item.name }).click();
          await expectItems(item.subMenu);
        } else {
          await expect(nav.getByRole('link', { name: item.name, exact: true }).first()).toBeVisible();
          await expect(nav.getByRole('link', { name: item.name, exact: true }).first()).toHaveAttribute('href', item.link ?? '/');
        }
      }
    };
    await expectItems(menu);
    // Services, About and More, and About › Our Story inside About.
    expect(submenus).toBe(4);

    // The two header buttons come after the menu.
    const buttons = nav.getByRole('list').last().getByRole('link');
    await expect(buttons).toHaveText(headerButtons.map((button) => button.label));
    for (const [index, button] of headerButtons.entries()) await expect(buttons.nth(index)).toHaveAttribute('href', button.link);
  });

  test('a submenu opens on click, closes on a second click, and opening another closes it', async ({ page }) => {
    await page.goto('/termsandconditions');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.locator('summary', { hasText: 'Services' });
    const about = nav.locator('summary', { hasText: 'About' });
    const koolers = nav.locator('a[href="/coconutmilk"]');

    await expect(koolers).toBeHidden();
    await services.click();
    await expect(koolers).toBeVisible();
    await services.click();
    await expect(koolers).toBeHidden();

    await services.click();
    await expect(koolers).toBeVisible();
    await about.click();
    await expect(koolers).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Director Profile' })).toBeVisible();

    // The nested submenu (About › Our Story) opens inside it.
    await nav.locator('summary', { hasText: 'Our Story' }).click();
    await nav.getByRole('link', { name: 'Chairman Profile' }).click();
    await expect(page).toHaveURL(/\/chairman-profile$/);
  });

  test('the logo leads home, Account to the login, the heart to the wishlist, the crown to Coco Club, and the cart to the order page', async ({
    page,
  }) => {
    const header = page.getByRole('banner');
    await page.goto('/faq');
    await header.getByRole('link', { name: 'koolers', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    await header.getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await header.getByRole('link', { name: 'Wishlist' }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await header.getByRole('link', { name: 'Coco Club' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    // With JavaScript the cart button opens the cart panel (checkout.spec.ts); its link is the cart page.
    await expect(header.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/order');
  });

  test('the phone button shows the shop’s number with Call Now', async ({ page, cms, axe }) => {
    const settings = await cms.get<{ phone: string }>('site-setting');
    await page.goto('/search');
    await page.getByRole('button', { name: 'Phone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Phone Details' });
    await expect(dialog).toContainText(settings.phone);
    await expect(dialog.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', `tel:${settings.phone.replace(/[^\d+]/g, '')}`);
    await axe();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu collapses behind a toggle', async ({ page }) => {
    await page.goto('/search');
    const contact = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' });
    await expect(contact).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(contact).toBeVisible();
    await contact.click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test('the footer shows Strapi’s links, social links, gallery, address and phone, and © from 2024 to this year', async ({ page, cms }) => {
  const footer = await cms.get<Footer>('footer');
  await page.goto('/');
  const contentinfo = page.getByRole('contentinfo');

  const links = contentinfo.getByRole('navigation', { name: 'Links' }).getByRole('link');
  await expect(links).toHaveText(footer.links.map((link) => link.label));
  for (const [index, link] of footer.links.entries()) await expect(links.nth(index)).toHaveAttribute('href', link.link);
  expect(footer.links.map((link) => link.link)).toEqual(['/products', '/director-profile', '/termsandconditions', '/privacypolicy']);

  expect(footer.socialLinks.length).toBeGreaterThan(0);
  for (const social of footer.socialLinks) {
    await expect(contentinfo.getByRole('link', { name: social.label, exact: true })).toHaveAttribute('href', social.url);
  }

  const gallery = page.getByTestId('footer-gallery').getByRole('img');
  await expect(gallery).toHaveCount(6);
  for (const [index, picture] of footer.gallery.entries()) await expect(gallery.nth(index)).toHaveAttribute('alt', picture.alternativeText);

  await expect(contentinfo).toContainText(footer.address);
  await expect(contentinfo.getByRole('link', { name: footer.phone })).toHaveAttribute('href', /^tel:\+91/);
  expect(footer.copyrightStartYear).toBe(2024);
  await expect(contentinfo).toContainText(`© 2024–${new Date().getFullYear()} ${footer.copyrightHolder}`);
});
