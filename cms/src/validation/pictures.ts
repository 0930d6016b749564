import type { Problem } from './content-rules';

type Attribute = { type: string; component?: string; repeatable?: boolean };
type Schema = { attributes: Record<string, Attribute> };
type File = { name?: string; mime?: string; alternativeText?: string | null };

/**
 * Every picture of an entry (its own and its components') that has no alternative text: the site
 * writes it into the page for people who cannot see the picture, so a page without it fails WCAG.
 * `entry` must have its media and components populated.
 */
export function picturesWithoutAltText(
  getModel: (uid: string) => Schema | undefined,
  uid: string,
  entry: Record<string, unknown>,
  path: (string | number)[] = [],
): Problem[] {
  const schema = getModel(uid);
  if (!schema) return [];
  const problems: Problem[] = [];
  for (const [field, attribute] of Object.entries(schema.attributes)) {
    const value = entry[field];
    if (value === null || value === undefined) continue;
    if (attribute.type === 'media') {
      for (const file of (Array.isArray(value) ? value : [value]) as File[]) {
        if (!file?.mime?.startsWith('image/') || file.alternativeText?.trim()) continue;
        problems.push({
          path: [...path, field],
          message: `The picture “${file.name ?? 'without a name'}” has no alternative text: open it in the Media Library, describe what it shows, then publish again.`,
        });
      }
    } else if (attribute.type === 'component' && attribute.component) {
      const items = Array.isArray(value) ? value : [value];
      items.forEach((item, index) => {
        const itemPath = Array.isArray(value) ? [...path, field, index] : [...path, field];
        problems.push(...picturesWithoutAltText(getModel, attribute.component as string, item as Record<string, unknown>, itemPath));
      });
    }
  }
  return problems;
}
