import { SINGLE_TYPE_TITLE, type TypeView } from './types';

/** What every page shares: contact details, delivery area, menus, footer. */
export const SITE_VIEWS: Record<string, TypeView> = {
  'api::site-setting.site-setting': {
    mainField: SINGLE_TYPE_TITLE,
    fields: {
      phone: { label: 'Phone number', description: 'Shown in the header, the footer and on /contact.', placeholder: '+91 98765 43210' },
      email: { label: 'Shop email', description: 'Shown on /contact for customers to write to.', placeholder: 'hello@koolers.in' },
      address: { label: 'Shop address', description: 'Shown on /contact and on the catalogue pages.' },
      businessHours: { label: 'Opening hours', description: 'Shown on /contact.', placeholder: 'Mon-Sat, 9am - 10pm' },
      storeLatitude: {
        label: 'Shop location: latitude',
        description: 'Where the shop is, in degrees (e.g. 19.076): the map on /contact.',
        placeholder: '19.076',
      },
      storeLongitude: {
        label: 'Shop location: longitude',
        description: 'Where the shop is, in degrees (e.g. 72.8777).',
        placeholder: '72.8777',
      },
      deliveryRadiusKm: {
        label: '“Use my location”: reach of an area (km)',
        description:
          'A shopper who shares their location is in a pincode’s area when they are within this many kilometres of its centre. Pincodes decide every order.',
        placeholder: '5',
      },
      serviceablePincodes: {
        label: 'Pincodes we deliver to',
        description:
          'The one delivery rule: we deliver to these pincodes and no others, at checkout and in every delivery check. Give each its area’s names and centre.',
      },
      themeColor: {
        label: 'Browser colour',
        description: 'The colour phones give the browser bar, as #rrggbb.',
        placeholder: '#79e86b',
      },
      deliveryFee: {
        label: 'Delivery fee (₹)',
        description: 'Added to every order, in rupees. 0 means free delivery.',
        placeholder: '0',
      },
      deliveryTime: {
        label: 'Delivery time',
        description: 'How soon an order arrives, as product pages promise it: “Delivered in 15-20 minutes”. Empty: no promise.',
        placeholder: '15-20 minutes',
      },
      logo: { label: 'Logo', description: 'Optional. Give it alternative text in the Media Library.' },
    },
  },
  'api::navigation.navigation': {
    mainField: SINGLE_TYPE_TITLE,
    fields: {
      menu: { label: 'Menu', description: 'The header menu: each item links to a page or opens its own sub-menu.' },
      headerButtons: { label: 'Header buttons', description: 'The buttons at the right of the header.' },
    },
  },
  'api::footer.footer': {
    mainField: SINGLE_TYPE_TITLE,
    fields: {
      about: { label: 'About text', description: 'The short text at the start of the footer, on every page.' },
      links: { label: 'Links', description: 'The footer’s list of pages.' },
      socialLinks: { label: 'Social media', description: 'Icons that link to the shop’s pages elsewhere.' },
      galleryTitle: { label: 'Gallery title', placeholder: 'Gallery' },
      gallery: { label: 'Gallery pictures', description: 'Six small pictures. Give each alternative text in the Media Library.' },
      address: { label: 'Address', description: 'The address in the footer.' },
      phone: { label: 'Phone number', description: 'The phone number in the footer.' },
      copyrightHolder: { label: 'Copyright holder', placeholder: 'Koolers' },
      copyrightStartYear: { label: 'Copyright since (year)', description: '“© 2024–<this year>”.', placeholder: '2024' },
    },
  },
};
