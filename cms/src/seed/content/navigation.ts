import type { SeedData } from '../markers';

/**
 * The header menu: a top-level item is a link or a submenu; a submenu item is a link or a nested
 * submenu (one more level).
 */
export const navigation: SeedData = {
  menu: [
    { name: 'Home', link: '/' },
    {
      name: 'Services',
      subMenu: [
        { name: 'Koolers', link: '/coconutmilk' },
        { name: 'Diet Drink', link: '/dietdrink' },
        { name: 'Product', link: '/products' },
      ],
    },
    {
      name: 'About',
      subMenu: [
        { name: 'Director Profile', link: '/director-profile' },
        { name: 'About Company', link: '/about-company' },
        {
          name: 'Our Story',
          subMenu: [
            { name: 'Chairman Profile', link: '/chairman-profile' },
            { name: 'Farm', link: '/farm' },
            { name: 'Company', link: '/company' },
          ],
        },
      ],
    },
    {
      name: 'More',
      subMenu: [
        { name: 'Coco Club', link: '/subscription' },
        { name: 'Blog', link: '/blog' },
        { name: 'Faq', link: '/faq' },
        { name: 'Help', link: '/help' },
      ],
    },
    { name: 'Contact', link: '/contact' },
  ],
  headerButtons: [
    { label: 'Product', link: '/products' },
    { label: 'Koolers', link: '/coconutjuice' },
  ],
};
