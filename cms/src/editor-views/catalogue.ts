import { ORDER_FIELD, SEO_FIELD, type TypeView } from './types';

/** The things the shop sells and the Coco Club plan: prices here are what customers pay. */
export const CATALOGUE_VIEWS: Record<string, TypeView> = {
  'api::kooler.kooler': {
    mainField: 'name',
    list: ['order', 'name', 'price', 'image'],
    sort: { by: 'order', order: 'ASC' },
    fields: {
      name: { label: 'Flavour', description: 'The kooler’s name on its card, its page and in the bag.', placeholder: 'Mango' },
      slug: {
        label: 'Web address',
        description: 'The end of the kooler’s page address: /order-product/<this>. Changing it breaks links people saved.',
        placeholder: 'mango',
      },
      legacyId: {
        label: 'Old shop number',
        description: 'The drink’s number in the previous shop; keeps old links and saved bags working. Leave it as it is.',
      },
      subtitle: {
        label: 'Short line',
        description: 'One line under the name on the koolers page.',
        placeholder: 'Coconut water with mango pulp',
      },
      showcaseTitle: {
        label: 'Showcase title',
        description: 'The title of this flavour on the /showcase page.',
        placeholder: 'Mango Kooler',
      },
      description: { label: 'Description', description: 'The text on the kooler’s own page.' },
      price: {
        label: 'Price (₹)',
        description: 'What a customer pays for one bottle, in rupees (e.g. 100 or 99.50). Must be more than 0.',
        placeholder: '100',
      },
      hsnCode: {
        label: 'HSN code (GST)',
        description: 'The goods’ HSN code, printed on every tax invoice: 4, 6 or 8 digits. The shop’s accountant confirms it.',
        placeholder: '22029920',
      },
      gstRate: {
        label: 'GST rate (%)',
        description:
          'The GST included in the price: 0, 5, 12 or 18. The shop’s accountant confirms it; invoices issued from now on use it.',
        placeholder: '12',
      },
      image: { label: 'Picture', description: 'Shown on the card and the kooler’s page. Give it alternative text in the Media Library.' },
      nutrition: { label: 'Nutrition details', description: 'The nutrition table on the kooler’s page, per 100 ml.' },
      bottleSize: { label: 'Bottle size', description: 'Shown beside the price, e.g. “300 ML”.', placeholder: '300 ML' },
      weight: { label: 'Net quantity', description: 'Shown on the /showcase page, e.g. “300 ML”.', placeholder: '300 ML' },
      benefits: { label: 'Benefits', description: 'The Benefits list on the kooler’s page, one line each.' },
      vitamins: { label: 'Vitamins', description: 'The Vitamins list on the kooler’s page, one line each.' },
      order: ORDER_FIELD,
      seo: SEO_FIELD,
    },
  },
  'api::product.product': {
    mainField: 'name',
    list: ['order', 'name', 'categories', 'gallery'],
    sort: { by: 'order', order: 'ASC' },
    fields: {
      name: { label: 'Name', description: 'The product’s name on its card, its page and in the bag.', placeholder: 'Virgin Coconut Oil' },
      slug: {
        label: 'Web address',
        description: 'The end of the product’s page address: /product/<this>. Changing it breaks links people saved.',
        placeholder: 'virgin-coconut-oil',
      },
      title: {
        label: 'Tagline',
        description: 'One line under the name on the product’s page.',
        placeholder: 'Cold-pressed, for cooking and skin',
      },
      categories: { label: 'Categories', description: 'The filters of the /products page this product appears under.' },
      sizes: {
        label: 'Sizes and prices',
        description: 'Each pack size with its price; the first one is chosen when the page opens. At least one.',
      },
      gallery: {
        label: 'Pictures',
        description: 'The product’s pictures (the first four are shown). Give each alternative text in the Media Library.',
      },
      benefits: { label: 'Benefits', description: 'The Benefits list on the product’s page, one line each.' },
      ingredients: { label: 'Ingredients', description: 'The Ingredients list on the product’s page, one line each.' },
      order: ORDER_FIELD,
      seo: SEO_FIELD,
    },
  },
  'api::product-category.product-category': {
    mainField: 'name',
    list: ['order', 'name', 'products'],
    sort: { by: 'order', order: 'ASC' },
    fields: {
      name: { label: 'Name', description: 'The filter’s name on the /products page.', placeholder: 'Skincare' },
      slug: { label: 'Web address', description: 'Used in the /products filter’s address.', placeholder: 'skincare' },
      order: ORDER_FIELD,
      products: { label: 'Products', description: 'The products listed under this filter.' },
    },
  },
  'api::diet-drink.diet-drink': {
    mainField: 'name',
    list: ['order', 'name', 'price', 'image'],
    sort: { by: 'order', order: 'ASC' },
    fields: {
      name: { label: 'Name', description: 'The drink’s name on the /dietdrink page and in the bag.', placeholder: 'Coco Slim' },
      slug: {
        label: 'Web address',
        description: 'Identifies the drink in bags and links. Changing it empties saved bags.',
        placeholder: 'coco-slim',
      },
      description: { label: 'Description', description: 'The text of the “Discover More” dialog.' },
      price: {
        label: 'Price (₹)',
        description: 'What a customer pays for one, in rupees (e.g. 149 or 149.50). Must be more than 0.',
        placeholder: '149',
      },
      hsnCode: {
        label: 'HSN code (GST)',
        description: 'The goods’ HSN code, printed on every tax invoice: 4, 6 or 8 digits. The shop’s accountant confirms it.',
        placeholder: '22029990',
      },
      gstRate: {
        label: 'GST rate (%)',
        description:
          'The GST included in the price: 0, 5, 12 or 18. The shop’s accountant confirms it; invoices issued from now on use it.',
        placeholder: '18',
      },
      image: { label: 'Picture', description: 'Shown on the drink’s card. Give it alternative text in the Media Library.' },
      benefits: { label: 'Benefits', description: 'The Benefits list of the “Discover More” dialog, one line each.' },
      order: ORDER_FIELD,
    },
  },
  'api::membership-plan.membership-plan': {
    mainField: 'name',
    fields: {
      name: { label: 'Plan name', description: 'The plan’s name on the /subscription page.', placeholder: 'Coco Club Gold' },
      description: { label: 'Description', description: 'The text under the plan’s name.' },
      price: {
        label: 'Price (₹)',
        description: 'What a member pays for one period, in rupees. Must be more than 0.',
        placeholder: '1200',
      },
      cycle: { label: 'Period', description: 'Shown after the price: “₹1,200.00 / Year”.', placeholder: 'Year' },
      memberDiscountPercent: {
        label: 'Member discount (%)',
        description:
          'Taken off every order a member places, from 0 to 100. Changes what members pay at once, and the plan’s page states it.',
        placeholder: '10',
      },
      features: { label: 'What members get', description: 'The list of benefits on the plan, one line each.' },
      whyChooseTitle: { label: '“Why choose” title', description: 'The heading of the section under the plan.' },
      whyChooseText: { label: '“Why choose” text', description: 'The text of the section under the plan.' },
      buttonLabel: { label: 'Button text', description: 'The button that opens the joining dialog.', placeholder: 'Join Now' },
      upiId: {
        label: 'UPI ID',
        description:
          'Where the shop is paid by UPI, name@bank: the Coco Club dialog’s and the Make a Payment page’s links and QR codes both use it.',
        placeholder: 'koolers@upi',
      },
      payeeName: { label: 'Payee name', description: 'The name a member’s UPI app shows when paying.', placeholder: 'Koolers Coconut Co.' },
      seo: SEO_FIELD,
    },
  },
};
