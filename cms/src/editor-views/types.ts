/** What an editor reads beside a field: its name, what it changes on the site (with its unit), an example. */
export interface FieldView {
  label: string;
  description?: string;
  placeholder?: string;
}

/**
 * How the Content Manager shows one content type or component (see apply.ts). Field names are the
 * schema's attribute names; every attribute of the type should have a view.
 */
export interface TypeView {
  /**
   * The field whose value is the entry's title (lists, headers, relations). A single type without a
   * natural name (site settings, menus, footer) uses `id`: its header then shows the type's name.
   */
  mainField: string;
  /** The list view's columns, in order (collection types). */
  list?: readonly string[];
  /** The list view's order: the order the site shows the entries in. */
  sort?: { by: string; order: 'ASC' | 'DESC' };
  fields: Record<string, FieldView>;
}

/** The position field every ordered collection shares. */
export const ORDER_FIELD: FieldView = {
  label: 'Position',
  description: 'Where it appears on the site: lower numbers come first (1, 2, 3 …).',
  placeholder: '1',
};

/** A single type's header shows the type's own name instead of a field. */
export const SINGLE_TYPE_TITLE = 'id';

/** The optional search-and-sharing component of a page's entry (component `shared.seo`). */
export const SEO_FIELD: FieldView = {
  label: 'Search and sharing',
  description:
    'Optional: the title, description and picture Google and chat apps such as WhatsApp show for this page. Empty fields are made from the page itself.',
};
