import type { Schema, Struct } from '@strapi/strapi';

export interface CompanyCoreValue extends Struct.ComponentSchema {
  collectionName: 'components_company_core_values';
  info: {
    description: 'A core value with an optional link';
    displayName: 'Core value';
    icon: 'star';
  };
  attributes: {
    description: Schema.Attribute.Text & Schema.Attribute.Required;
    link: Schema.Attribute.String;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface DeliveryPincode extends Struct.ComponentSchema {
  collectionName: 'components_delivery_pincodes';
  info: {
    description: 'One pincode the shop delivers to, with its area and where that area is';
    displayName: 'Pincode';
    icon: 'pinMap';
  };
  attributes: {
    area: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60;
      }>;
    code: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 6;
        minLength: 6;
      }>;
    latitude: Schema.Attribute.Float &
      Schema.Attribute.SetMinMax<
        {
          max: 90;
          min: -90;
        },
        number
      >;
    longitude: Schema.Attribute.Float &
      Schema.Attribute.SetMinMax<
        {
          max: 180;
          min: -180;
        },
        number
      >;
  };
}

export interface InvoicingSupplier extends Struct.ComponentSchema {
  collectionName: 'components_invoicing_suppliers';
  info: {
    description: 'The shop as a registered GST supplier: printed on every tax invoice and credit note';
    displayName: 'GST details';
    icon: 'priceTag';
  };
  attributes: {
    creditNotePrefix: Schema.Attribute.String & Schema.Attribute.Required;
    gstin: Schema.Attribute.String & Schema.Attribute.Required;
    invoicePrefix: Schema.Attribute.String & Schema.Attribute.Required;
    legalName: Schema.Attribute.String & Schema.Attribute.Required;
    registeredAddress: Schema.Attribute.Text & Schema.Attribute.Required;
    state: Schema.Attribute.String & Schema.Attribute.Required;
    stateCode: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface KoolerNutrient extends Struct.ComponentSchema {
  collectionName: 'components_kooler_nutrients';
  info: {
    description: 'One line of the nutrition table, per 100 ml';
    displayName: 'Nutrient';
    icon: 'chartPie';
  };
  attributes: {
    label: Schema.Attribute.String & Schema.Attribute.Required;
    value: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface NavigationLink extends Struct.ComponentSchema {
  collectionName: 'components_navigation_links';
  info: {
    description: 'A menu entry at the deepest level';
    displayName: 'Menu link';
    icon: 'link';
  };
  attributes: {
    link: Schema.Attribute.String & Schema.Attribute.Required;
    name: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface NavigationMenuItem extends Struct.ComponentSchema {
  collectionName: 'components_navigation_menu_items';
  info: {
    description: 'A top-level menu entry: a link, or a submenu';
    displayName: 'Menu item';
    icon: 'apps';
  };
  attributes: {
    link: Schema.Attribute.String;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    subMenu: Schema.Attribute.Component<'navigation.submenu-item', true>;
  };
}

export interface NavigationSubmenuItem extends Struct.ComponentSchema {
  collectionName: 'components_navigation_submenu_items';
  info: {
    description: 'An entry of a submenu: a link, or a nested submenu';
    displayName: 'Submenu item';
    icon: 'bulletList';
  };
  attributes: {
    link: Schema.Attribute.String;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    subMenu: Schema.Attribute.Component<'navigation.link', true>;
  };
}

export interface ProductSize extends Struct.ComponentSchema {
  collectionName: 'components_product_sizes';
  info: {
    description: 'A pack size and its MRP in rupees';
    displayName: 'Size';
    icon: 'priceTag';
  };
  attributes: {
    gstRate: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 18;
          min: 0;
        },
        number
      >;
    hsnCode: Schema.Attribute.String & Schema.Attribute.Required;
    label: Schema.Attribute.String & Schema.Attribute.Required;
    mrp: Schema.Attribute.Decimal &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
  };
}

export interface SearchSynonym extends Struct.ComponentSchema {
  collectionName: 'components_search_synonyms';
  info: {
    description: "Words shoppers type in the shop's search, and the words of the catalogue they mean";
    displayName: 'Synonym';
    icon: 'search';
  };
  attributes: {
    means: Schema.Attribute.String & Schema.Attribute.Required;
    words: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedLink extends Struct.ComponentSchema {
  collectionName: 'components_shared_links';
  info: {
    description: 'A labelled link to a site route (/products) or an absolute URL';
    displayName: 'Link';
    icon: 'link';
  };
  attributes: {
    label: Schema.Attribute.String & Schema.Attribute.Required;
    link: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedSection extends Struct.ComponentSchema {
  collectionName: 'components_shared_sections';
  info: {
    description: 'A page section: heading, rich text and an optional picture';
    displayName: 'Section';
    icon: 'layout';
  };
  attributes: {
    body: Schema.Attribute.Blocks & Schema.Attribute.Required;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    image: Schema.Attribute.Media<'images'>;
  };
}

export interface SharedSeo extends Struct.ComponentSchema {
  collectionName: 'components_shared_seos';
  info: {
    description: 'How a page shows in search results and when shared: title, description and picture (each optional)';
    displayName: 'Search and sharing';
    icon: 'search';
  };
  attributes: {
    description: Schema.Attribute.Text;
    shareImage: Schema.Attribute.Media<'images'>;
    title: Schema.Attribute.String;
  };
}

export interface SharedSocialLink extends Struct.ComponentSchema {
  collectionName: 'components_shared_social_links';
  info: {
    description: 'A social network profile';
    displayName: 'Social link';
    icon: 'earth';
  };
  attributes: {
    label: Schema.Attribute.String & Schema.Attribute.Required;
    platform: Schema.Attribute.Enumeration<
      ['facebook', 'instagram', 'youtube', 'x', 'linkedin', 'whatsapp']
    > &
      Schema.Attribute.Required;
    url: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedTextItem extends Struct.ComponentSchema {
  collectionName: 'components_shared_text_items';
  info: {
    description: 'One line of a list (a benefit, a feature, an achievement...)';
    displayName: 'Text item';
    icon: 'bulletList';
  };
  attributes: {
    text: Schema.Attribute.Text & Schema.Attribute.Required;
  };
}

export interface SharedTitledText extends Struct.ComponentSchema {
  collectionName: 'components_shared_titled_texts';
  info: {
    description: 'A short heading with a paragraph';
    displayName: 'Titled text';
    icon: 'quote';
  };
  attributes: {
    description: Schema.Attribute.Text & Schema.Attribute.Required;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface ShopOpeningHours extends Struct.ComponentSchema {
  collectionName: 'components_shop_opening_hours';
  info: {
    description: 'Days of the week and the hours the shop is open on them';
    displayName: 'Opening hours';
    icon: 'clock';
  };
  attributes: {
    closes: Schema.Attribute.Time & Schema.Attribute.Required;
    fromDay: Schema.Attribute.Enumeration<
      [
        'Monday',
        'Tuesday',
        'Wednesday',
        'Thursday',
        'Friday',
        'Saturday',
        'Sunday',
      ]
    > &
      Schema.Attribute.Required;
    opens: Schema.Attribute.Time & Schema.Attribute.Required;
    toDay: Schema.Attribute.Enumeration<
      [
        'Monday',
        'Tuesday',
        'Wednesday',
        'Thursday',
        'Friday',
        'Saturday',
        'Sunday',
      ]
    > &
      Schema.Attribute.Required;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'company.core-value': CompanyCoreValue;
      'delivery.pincode': DeliveryPincode;
      'invoicing.supplier': InvoicingSupplier;
      'kooler.nutrient': KoolerNutrient;
      'navigation.link': NavigationLink;
      'navigation.menu-item': NavigationMenuItem;
      'navigation.submenu-item': NavigationSubmenuItem;
      'product.size': ProductSize;
      'search.synonym': SearchSynonym;
      'shared.link': SharedLink;
      'shared.section': SharedSection;
      'shared.seo': SharedSeo;
      'shared.social-link': SharedSocialLink;
      'shared.text-item': SharedTextItem;
      'shared.titled-text': SharedTitledText;
      'shop.opening-hours': ShopOpeningHours;
    }
  }
}
