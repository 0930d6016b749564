/**
 * The content types and components editors fill in Strapi, as the site needs them to tell an editor
 * what is wrong with an entry: each type by its REST path, its name, whether it is a single type, the
 * field that names an entry, and every field's label as the Content Manager shows it.
 *
 * Written by the CMS from its schemas and editor views (`npm run content-model --workspace cms`); the
 * CMS's tests fail when this copy is stale. Plain data, so the site reads it without the CMS's sources.
 */
import model from './content-model.generated.json' with { type: 'json' };

export type ContentField = {
  /** The label editors see beside the field. */
  label: string;
  /** For a component field, the component's uid (`product.size`). */
  component?: string;
};

export type ContentType = {
  /** `api::kooler.kooler` */
  uid: string;
  /** The type as editors know it: `Kooler`. */
  name: string;
  single: boolean;
  /** The field whose value names an entry (`name`), or null for a single type. */
  titleField: string | null;
  fields: Record<string, ContentField>;
};

export type ContentComponent = { name: string; fields: Record<string, ContentField> };

export type ContentModel = {
  /** By REST path: `koolers`, `site-setting`. */
  types: Record<string, ContentType>;
  /** By uid: `product.size`. */
  components: Record<string, ContentComponent>;
};

export const CONTENT_MODEL: ContentModel = model;
