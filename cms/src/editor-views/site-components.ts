import type { TypeView } from './types';

/** The components inside entries: pincodes, sizes, nutrients, links, menus, sections … */
export const COMPONENT_VIEWS: Record<string, TypeView> = {
  'delivery.pincode': {
    mainField: 'code',
    fields: {
      code: { label: 'Pincode', description: 'Six digits, not starting with 0.', placeholder: '400703' },
      area: {
        label: 'Area',
        description: 'The place names shoppers know it by, separated by commas: the shop lists them where it says where it delivers.',
        placeholder: 'Vashi',
      },
      latitude: {
        label: 'Centre of the area: latitude',
        description: 'Optional, with the longitude: where “Use my location” finds this area (e.g. 19.0771).',
        placeholder: '19.0771',
      },
      longitude: { label: 'Centre of the area: longitude', description: 'In degrees (e.g. 72.9986).', placeholder: '72.9986' },
    },
  },
  'search.synonym': {
    mainField: 'words',
    fields: {
      words: {
        label: 'Shoppers type',
        description: 'One or more words, in any script, separated by spaces or commas: each alone finds what is meant.',
        placeholder: 'shahale, शहाळे',
      },
      means: {
        label: 'They mean',
        description: 'Words of the catalogue’s names: the search finds every drink or product whose name holds them all.',
        placeholder: 'tender coconut',
      },
    },
  },
  'shared.seo': {
    mainField: 'title',
    fields: {
      title: {
        label: 'Title',
        description: 'The page’s title in search results and shares, used as written: up to 60 characters. Empty: the page’s own title.',
        placeholder: 'Virgin coconut oil, cold-pressed in Navi Mumbai',
      },
      description: {
        label: 'Description',
        description: 'The text under the title in search results and shares: 50 to 160 characters. Empty: made from the page’s text.',
      },
      shareImage: {
        label: 'Share picture',
        description:
          'Empty: the page’s own picture, or the shop’s share picture (Site settings). Give it alternative text in the Media Library.',
      },
    },
  },
  'shop.opening-hours': {
    mainField: 'fromDay',
    fields: {
      fromDay: { label: 'From', description: 'The first day of the run.' },
      toDay: { label: 'To', description: 'The last day of the run (the same day for a single day).' },
      opens: { label: 'Opens at', placeholder: '09:00' },
      closes: { label: 'Closes at', placeholder: '22:00' },
    },
  },
  'product.size': {
    mainField: 'label',
    fields: {
      label: { label: 'Size', description: 'As customers see it; it must be unique within the product.', placeholder: '100 ML' },
      mrp: { label: 'Price (₹)', description: 'What a customer pays for this size, in rupees. Must be more than 0.', placeholder: '249' },
      hsnCode: {
        label: 'HSN code (GST)',
        description: 'The goods’ HSN code, printed on every tax invoice: 4, 6 or 8 digits. The shop’s accountant confirms it.',
        placeholder: '15131900',
      },
      gstRate: {
        label: 'GST rate (%)',
        description:
          'The GST included in the price: 0, 5, 12 or 18. The shop’s accountant confirms it; invoices issued from now on use it.',
        placeholder: '5',
      },
    },
  },
  'invoicing.supplier': {
    mainField: 'legalName',
    fields: {
      legalName: {
        label: 'Legal name',
        description: 'The registered name of the business, as on the GST certificate. Printed on every tax invoice and credit note.',
        placeholder: 'Koolers Coconut Company Private Limited',
      },
      gstin: {
        label: 'GSTIN',
        description: 'The shop’s 15-character GST number, in capitals. The shop’s accountant confirms it.',
        placeholder: '27AAKCK4021M1ZC',
      },
      registeredAddress: {
        label: 'Registered address',
        description: 'The principal place of business, as registered for GST. Printed on invoices.',
      },
      state: { label: 'State', description: 'The state of the registration.', placeholder: 'Maharashtra' },
      stateCode: {
        label: 'State code',
        description:
          'Two digits, the first two of the GSTIN (27 for Maharashtra). Deliveries inside this state pay CGST + SGST, others IGST.',
        placeholder: '27',
      },
      invoicePrefix: {
        label: 'Invoice number prefix',
        description:
          'Starts every tax invoice number: KI gives KI/2526/00001. 1 to 4 capitals or digits. A new prefix starts a new series at 1; the accountant confirms it.',
        placeholder: 'KI',
      },
      creditNotePrefix: {
        label: 'Credit note number prefix',
        description: 'Starts every credit note number (its own series): KCN gives KCN/2526/00001. Must differ from the invoice prefix.',
        placeholder: 'KCN',
      },
    },
  },
  'kooler.nutrient': {
    mainField: 'label',
    fields: {
      label: { label: 'Nutrient', placeholder: 'Energy' },
      value: { label: 'Amount per 100 ml', placeholder: '24 kcal' },
    },
  },
  'shared.text-item': { mainField: 'text', fields: { text: { label: 'Line' } } },
  'shared.link': {
    mainField: 'label',
    fields: {
      label: { label: 'Text', placeholder: 'Discover More' },
      link: { label: 'Link', description: 'A page of the site (/products) or a full address (https://…).', placeholder: '/about-company' },
    },
  },
  'shared.titled-text': {
    mainField: 'title',
    fields: { title: { label: 'Title' }, description: { label: 'Text' } },
  },
  'shared.section': {
    mainField: 'heading',
    fields: {
      heading: { label: 'Heading' },
      body: { label: 'Text' },
      image: { label: 'Picture', description: 'Optional. Give it alternative text in the Media Library.' },
    },
  },
  'shared.social-link': {
    mainField: 'platform',
    fields: {
      platform: { label: 'Network', description: 'Chooses the icon.' },
      url: { label: 'Address', placeholder: 'https://www.instagram.com/koolers' },
      label: { label: 'Name for screen readers', placeholder: 'Koolers on Instagram' },
    },
  },
  'company.core-value': {
    mainField: 'title',
    fields: {
      title: { label: 'Value', placeholder: 'Innovation' },
      description: { label: 'Text' },
      link: { label: 'Link', description: 'Optional: the card becomes a link to this page.', placeholder: '/contact' },
    },
  },
  'navigation.menu-item': {
    mainField: 'name',
    fields: {
      name: { label: 'Text', placeholder: 'Products' },
      link: { label: 'Link', description: 'Leave empty when the item opens a sub-menu.', placeholder: '/products' },
      subMenu: { label: 'Sub-menu', description: 'Leave empty when the item is a link.' },
    },
  },
  'navigation.submenu-item': {
    mainField: 'name',
    fields: {
      name: { label: 'Text' },
      link: { label: 'Link', description: 'Leave empty when the item opens its own sub-menu.' },
      subMenu: { label: 'Sub-menu', description: 'Leave empty when the item is a link.' },
    },
  },
  'navigation.link': {
    mainField: 'name',
    fields: { name: { label: 'Text' }, link: { label: 'Link', placeholder: '/coconutjuice' } },
  },
};
