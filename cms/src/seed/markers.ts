/**
 * Placeholders used by the seed content (src/seed/content) for values that only exist at seed time:
 * an uploaded picture, a generated file, a related document. `resolveMarkers` swaps them for ids.
 */
export const IMAGE = Symbol('seed image');
export const GENERATED_FILE = Symbol('seed generated file');
export const RELATION = Symbol('seed relation');

/** A picture from cms/seed/images/<key>.webp; its alt text comes from the media manifest. */
export interface ImageRef {
  readonly [IMAGE]: string;
}

export interface GeneratedFile {
  /** File name in the media library, e.g. `why-fresh-beats-preserved.pdf`. */
  name: string;
  mime: string;
  alternativeText: string;
  caption?: string;
  render(): Promise<Buffer>;
}

export interface GeneratedFileRef {
  readonly [GENERATED_FILE]: GeneratedFile;
}

/** A document of another collection, found by its `slug`. */
export interface RelationRef {
  readonly [RELATION]: { uid: string; slug: string };
}

export type SeedValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | ImageRef
  | GeneratedFileRef
  | RelationRef
  | readonly SeedValue[]
  | { readonly [field: string]: SeedValue };

export type SeedData = { readonly [field: string]: SeedValue };

export const image = (key: string): ImageRef => ({ [IMAGE]: key });
export const images = (...keys: string[]): ImageRef[] => keys.map(image);
export const generatedFile = (file: GeneratedFile): GeneratedFileRef => ({ [GENERATED_FILE]: file });
export const relation = (uid: string, slug: string): RelationRef => ({ [RELATION]: { uid, slug } });

/** Each line becomes a `{ text }` item of a `shared.text-item` list. */
export const textItems = (...lines: string[]): { text: string }[] => lines.map((text) => ({ text }));

export const isImageRef = (value: unknown): value is ImageRef => typeof value === 'object' && value !== null && IMAGE in value;
export const isGeneratedFileRef = (value: unknown): value is GeneratedFileRef =>
  typeof value === 'object' && value !== null && GENERATED_FILE in value;
export const isRelationRef = (value: unknown): value is RelationRef => typeof value === 'object' && value !== null && RELATION in value;

export interface MarkerResolvers {
  image(key: string): Promise<number>;
  generatedFile(file: GeneratedFile): Promise<number>;
  relation(uid: string, slug: string): Promise<string>;
}

/** Every picture and generated file `value` refers to (so they can be uploaded ahead, in parallel). */
export function collectFiles(value: SeedValue, found: (ImageRef | GeneratedFileRef)[] = []): (ImageRef | GeneratedFileRef)[] {
  if (isImageRef(value) || isGeneratedFileRef(value)) found.push(value);
  else if (Array.isArray(value)) for (const item of value) collectFiles(item, found);
  else if (typeof value === 'object' && value !== null && !isRelationRef(value)) {
    for (const item of Object.values(value)) collectFiles(item as SeedValue, found);
  }
  return found;
}

/** Returns a copy of `value` with every marker replaced by a media id or a related documentId. */
export async function resolveMarkers(value: SeedValue, resolvers: MarkerResolvers): Promise<unknown> {
  if (isImageRef(value)) return resolvers.image(value[IMAGE]);
  if (isGeneratedFileRef(value)) return resolvers.generatedFile(value[GENERATED_FILE]);
  if (isRelationRef(value)) {
    const { uid, slug } = value[RELATION];
    return resolvers.relation(uid, slug);
  }
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (const item of value) items.push(await resolveMarkers(item, resolvers));
    return items;
  }
  if (typeof value === 'object' && value !== null) {
    const copy: Record<string, unknown> = {};
    for (const [field, item] of Object.entries(value)) copy[field] = await resolveMarkers(item as SeedValue, resolvers);
    return copy;
  }
  return value;
}
