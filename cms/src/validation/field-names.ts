import { COMPONENT_VIEWS, CONTENT_TYPE_VIEWS } from '../editor-views/views';

const VIEWS = { ...CONTENT_TYPE_VIEWS, ...COMPONENT_VIEWS };

type Attribute = { type: string; component?: string };
type Schema = { attributes: Record<string, Attribute> };

/**
 * A field's name as the editor sees it in the Content Manager, from its path in an entry:
 * `['sizes', 1, 'mrp']` of a product → `Sizes and prices, item 2, Price (₹)`.
 */
export function fieldName(getModel: (uid: string) => Schema | undefined, uid: string, path: readonly (string | number)[]): string {
  const words: string[] = [];
  let modelUid = uid;
  for (const step of path) {
    if (typeof step === 'number') {
      words.push(`item ${step + 1}`);
      continue;
    }
    words.push(VIEWS[modelUid]?.fields[step]?.label ?? step);
    const attribute = getModel(modelUid)?.attributes[step];
    if (attribute?.type === 'component' && attribute.component) modelUid = attribute.component;
  }
  return words.join(', ');
}
