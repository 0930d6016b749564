/**
 * A Strapi entry the site cannot build a page from, told in an editor's words: which entry (its type
 * and natural name) and which field (the label editors see in the Content Manager), and what is wrong.
 * The labels and the shape of every type come from the CMS's content model (@koolers/contracts).
 */
import { CONTENT_MODEL, type ContentField } from '@koolers/contracts/content-model';
import type { ContentProblem } from '@koolers/contracts/site-build';

export type Issue = { path: PropertyKey[]; code?: string; message: string; input?: unknown };

export function describeContentProblem(restPath: string, document: Record<string, unknown>, issues: readonly Issue[]): ContentProblem {
  const type = CONTENT_MODEL.types[restPath];
  const uid = type?.uid ?? restPath;
  const single = type?.single ?? false;
  const typeName = type?.name ?? restPath;
  const titleField = type?.titleField;
  const entryTitle = titleField && typeof document[titleField] === 'string' ? (document[titleField] as string) : null;

  const fields = issues.map((issue) => {
    const path = issue.path.filter((step): step is string | number => typeof step !== 'symbol');
    return { path, field: fieldLabel(type?.fields, path), message: plainMessage(issue) };
  });
  const entry = single ? typeName : `${typeName} “${entryTitle ?? document.documentId}”`;
  const summary = `${entry}: ${fields.map(({ field, message }) => `${field} ${message}`).join('; ')}.`;
  return { uid, typeName, documentId: String(document.documentId ?? ''), single, entryTitle, fields, summary };
}

/** `['sizes', 1, 'mrp']` → `Sizes and prices, item 2, Price (₹)`, with the editors' labels. */
function fieldLabel(typeFields: Record<string, ContentField> | undefined, path: (string | number)[]): string {
  const words: string[] = [];
  let fields = typeFields;
  for (const step of path) {
    if (typeof step === 'number') {
      words.push(`item ${step + 1}`);
      continue;
    }
    const field = fields?.[step];
    words.push(field?.label ?? step);
    fields = field?.component ? CONTENT_MODEL.components[field.component]?.fields : undefined;
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
