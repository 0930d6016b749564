/**
 * The content model the site reads (@koolers/contracts/content-model): every content type and
 * component with its editors' labels, from the schemas and src/editor-views.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ContentField, ContentModel } from '@koolers/contracts/content-model';
import type { TypeView } from '../src/editor-views/types.ts';
import { COMPONENT_VIEWS, CONTENT_TYPE_VIEWS } from '../src/editor-views/views.ts';

type Schema = {
  kind?: 'collectionType' | 'singleType';
  info: { displayName: string; singularName?: string; pluralName?: string };
  attributes: Record<string, { type: string; component?: string }>;
};

const srcDir = path.resolve(import.meta.dirname, '../src');
const readSchema = (file: string): Schema => JSON.parse(fs.readFileSync(file, 'utf8'));
const folders = (dir: string) => fs.readdirSync(dir).sort();

function fields(schema: Schema, view: TypeView | undefined): Record<string, ContentField> {
  return Object.fromEntries(
    Object.entries(schema.attributes).map(([name, attribute]) => [
      name,
      { label: view?.fields[name]?.label ?? name, ...(attribute.component ? { component: attribute.component } : {}) },
    ]),
  );
}

export function buildContentModel(): ContentModel {
  const types: ContentModel['types'] = {};
  for (const api of folders(path.join(srcDir, 'api'))) {
    const typesDir = path.join(srcDir, 'api', api, 'content-types');
    for (const name of fs.existsSync(typesDir) ? folders(typesDir) : []) {
      const schema = readSchema(path.join(typesDir, name, 'schema.json'));
      const singular = schema.info.singularName ?? name;
      const single = schema.kind === 'singleType';
      const uid = `api::${singular}.${singular}`;
      const view = CONTENT_TYPE_VIEWS[uid];
      const titleField = view && view.mainField !== 'id' ? view.mainField : null;
      types[single ? singular : (schema.info.pluralName ?? singular)] = {
        uid,
        name: schema.info.displayName,
        single,
        titleField,
        fields: fields(schema, view),
      };
    }
  }
  const components: ContentModel['components'] = {};
  for (const category of folders(path.join(srcDir, 'components'))) {
    for (const file of folders(path.join(srcDir, 'components', category)).filter((entry) => entry.endsWith('.json'))) {
      const uid = `${category}.${file.replace(/\.json$/, '')}`;
      const schema = readSchema(path.join(srcDir, 'components', category, file));
      components[uid] = { name: schema.info.displayName, fields: fields(schema, COMPONENT_VIEWS[uid]) };
    }
  }
  return { types, components };
}
