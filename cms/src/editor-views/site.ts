import { type FieldView, SINGLE_TYPE_TITLE, type TypeView } from './types';

/** The search-and-sharing fields of a page that has no entry of its own. */
const pageSeo = (page: string): FieldView => ({
  label: `Search and sharing: ${page.replace(/ \(.*\)$/, '')}`,
  description: `Optional: the title, description and picture Google and chat apps such as WhatsApp show for ${page}. Empty fields are made from the page itself.`,
});

/** What every page shares: contact details, delivery area, search and sharing, menus, footer. */
export const SITE_VIEWS: Record<string, TypeView> = {
  'api::site-setting.site-setting': {
    mainField: SINGLE_TYPE_TITLE,
    fields: {
      shopName: {
        label: 'Shop name',
        description: 'After every page title (“FAQ | Koolers”), and the name search engines and chat apps give the shop.',
        placeholder: 'Koolers',
      },
      phone: { label: 'Phone number', description: 'Shown in the header, the footer and on /contact.', placeholder: '+91 98765 43210' },
      email: { label: 'Shop email', description: 'Shown on /contact for customers to write to.', placeholder: 'hello@koolers.in' },
      address: {
        label: 'Shop address',
        description: 'Shown on /contact and on the catalogue pages, as written here. It must contain the PIN code below.',
      },
      city: { label: 'City', description: 'The shop’s city, for search engines and maps.', placeholder: 'Navi Mumbai' },
      state: { label: 'State', description: 'The shop’s state, for search engines and maps.', placeholder: 'Maharashtra' },
      postalCode: { label: 'PIN code', description: 'The shop’s 6-digit PIN code, for search engines and maps.', placeholder: '400703' },
      businessHours: { label: 'Opening hours', description: 'Shown on /contact, as written here.', placeholder: 'Mon-Sat, 9am - 10pm' },
      openingHours: {
        label: 'Opening hours, day by day',
        description: 'The same hours as above, for Google’s search results and maps: one row per run of days with the same hours.',
      },
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
      deliveryDays: {
        label: 'Delivery time in days',
        description:
          'The delivery time above in whole days at the latest, as search engines show it: 0 means the same day (as “15-20 minutes” is).',
        placeholder: '0',
      },
      gstDetails: {
        label: 'GST details for invoices',
        description: 'Who the shop is on its tax invoices and credit notes. The shop’s accountant confirms every value here.',
      },
      logo: { label: 'Logo', description: 'Optional. Give it alternative text in the Media Library.' },
      shareImage: {
        label: 'Share picture',
        description:
          'Shown when a page without a picture of its own is shared on WhatsApp and other apps, or found on Google. A wide picture (about 1200 × 630 pixels) works best; give it alternative text in the Media Library.',
      },
    },
  },
  'api::search-and-sharing.search-and-sharing': {
    mainField: SINGLE_TYPE_TITLE,
    fields: {
      home: pageSeo('the home page'),
      koolers: pageSeo('the koolers page (/coconutjuice)'),
      products: pageSeo('the natural products page (/products)'),
      dietDrinks: pageSeo('the diet drinks page (/dietdrink)'),
      showcase: pageSeo('the drink showcase (/showcase)'),
      blog: pageSeo('the blog (/blog)'),
      faq: pageSeo('the FAQ (/faq)'),
      help: pageSeo('the help centre (/help)'),
      contact: pageSeo('the contact page (/contact)'),
      searchSynonyms: {
        label: 'Shop search: other words for things',
        description:
          'Words shoppers type in the shop’s own search that the catalogue does not use, such as “shahale” for tender coconut. Each finds every drink or product whose name holds all the words it means. Hindi and Marathi names of the fruits are known already.',
      },
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
