/**
 * A Strapi entry the site cannot build a page from, told in an editor's words: which entry (its type
 * and natural name) and which field (the label editors see in the Content Manager), and what is wrong.
 * The labels come from the CMS's own views (cms/src/editor-views) and schemas, read at build time.
 */
import type { TypeView } from '../../../cms/src/editor-views/types.ts';
import { COMPONENT_VIEWS, CONTENT_TYPE_VIEWS } from '../../../cms/src/editor-views/views.ts';

type Attribute = { type: string; component?: string };
type Schema = {
  kind?: 'collectionType' | 'singleType';
  info: { displayName: string; singularName?: string; pluralName?: string };
  attributes: Record<string, Attribute>;
};

const typeSchemas = import.meta.glob<Schema>('../../../cms/src/api/*/content-types/*/schema.json', { eager: true, import: 'default' });
const componentSchemas = import.meta.glob<Schema>('../../../cms/src/components/*/*.json', { eager: true, import: 'default' });

/** Each content type by its REST path (`koolers`, `site-setting`). */
const TYPES = new Map(
  Object.values(typeSchemas).map((schema) => {
    const singular = schema.info.singularName ?? '';
    const path = schema.kind === 'singleType' ? singular : (schema.info.pluralName ?? '');
    return [path, { uid: `api::${singular}.${singular}`, schema }] as const;
  }),
);
const COMPONENTS = new Map<string, Schema>(
  Object.entries(componentSchemas).map(([file, schema]) => {
    const [category, name] = file
      .replace(/\.json$/, '')
      .split('/')
      .slice(-2);
    return [`${category}.${name}`, schema];
  }),
);

export type ProblemField = { path: (string | number)[]; field: string; message: string };

export type ContentProblem = {
  /** `api::kooler.kooler` */
  uid: string;
  /** The type as editors know it: `Kooler`. */
  typeName: string;
  documentId: string;
  single: boolean;
  /** The entry's natural name (`Mango`), or null for a single type. */
  entryTitle: string | null;
  fields: ProblemField[];
  /** One sentence naming the entry and each field. */
  summary: string;
};

export type Issue = { path: PropertyKey[]; code?: string; message: string; input?: unknown };

export function describeContentProblem(restPath: string, document: Record<string, unknown>, issues: readonly Issue[]): ContentProblem {
  const type = TYPES.get(restPath);
  const uid = type?.uid ?? restPath;
  const view: TypeView | undefined = CONTENT_TYPE_VIEWS[uid];
  const single = type?.schema.kind === 'singleType';
  const typeName = type?.schema.info.displayName ?? restPath;
  const titleField = view && view.mainField !== 'id' ? view.mainField : null;
  const entryTitle = titleField && typeof document[titleField] === 'string' ? (document[titleField] as string) : null;

  const fields = issues.map((issue) => {
    const path = issue.path.filter((step): step is string | number => typeof step !== 'symbol');
    return { path, field: fieldLabel(type?.schema, uid, path), message: plainMessage(issue) };
  });
  const entry = single ? typeName : `${typeName} “${entryTitle ?? document.documentId}”`;
  const summary = `${entry}: ${fields.map(({ field, message }) => `${field} ${message}`).join('; ')}.`;
  return { uid, typeName, documentId: String(document.documentId ?? ''), single, entryTitle, fields, summary };
}

/** `['sizes', 1, 'mrp']` → `Sizes and prices, item 2, Price (₹)`, with the editors' labels. */
function fieldLabel(schema: Schema | undefined, uid: string, path: (string | number)[]): string {
  const words: string[] = [];
  let views: TypeView | undefined = CONTENT_TYPE_VIEWS[uid];
  let current = schema;
  for (const step of path) {
    if (typeof step === 'number') {
      words.push(`item ${step + 1}`);
      continue;
    }
    words.push(views?.fields[step]?.label ?? step);
    const component = current?.attributes[step]?.component;
    current = component ? COMPONENTS.get(component) : undefined;
    views = component ? COMPONENT_VIEWS[component] : undefined;
  }
  return words.join(', ') || 'The entry';
}

/** Zod's issue in words an editor acts on. */
function plainMessage(issue: Issue): string {
  if (issue.code === 'invalid_type' && (issue.input === null || issue.input === undefined)) return 'is empty';
  if (issue.code === 'invalid_type') return 'has a value of the wrong kind';
  if (issue.code === 'too_small') return 'has too few items or is too short';
  return `is not accepted (${issue.message})`;
}
