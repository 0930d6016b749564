import type { Core, UID } from '@strapi/strapi';
import type { SeedLedger } from './ledger';
import { collectFiles, resolveMarkers, type SeedData } from './markers';
import type { SeedUploads } from './uploads';

export interface SeedContext {
  strapi: Core.Strapi;
  ledger: SeedLedger;
  uploads: SeedUploads;
}

/** What the seed knows about one content type: its documents and how to tell them apart. */
export type SeedType =
  | { uid: UID.SingleType; kind: 'single'; data: SeedData }
  | { uid: UID.CollectionType; kind: 'collection'; key: string; entries: readonly SeedData[] };

/** What one type still needs: the entries to create and the ledger keys to record afterwards. */
interface SeedPlan {
  uid: UID.ContentType;
  create: readonly SeedData[];
  record: readonly string[];
}

/**
 * Creates and publishes what is missing, nothing else: an entry is created only if it was never seeded
 * before (see ledger.ts) and no document with the same key (or, for a single type, no document at all)
 * exists. Existing documents are never updated, so an editor's change or deletion survives every boot.
 * The pictures of everything to create are uploaded ahead, in parallel. Returns the documents created
 * per type.
 */
export async function seedTypes(ctx: SeedContext, types: readonly SeedType[]): Promise<Map<string, number>> {
  const plans: SeedPlan[] = [];
  for (const type of types)
    plans.push(type.kind === 'single' ? await planSingleType(ctx, type.uid, type.data) : await planCollection(ctx, type));

  ctx.uploads.prefetch(plans.flatMap((plan) => plan.create.flatMap((entry) => collectFiles(entry))));

  const created = new Map<string, number>();
  for (const plan of plans) {
    for (const entry of plan.create) await create(ctx, plan.uid, entry);
    if (plan.record.length > 0) await ctx.ledger.record(plan.record);
    if (plan.create.length > 0) created.set(plan.uid, plan.create.length);
  }
  return created;
}

async function planSingleType(ctx: SeedContext, uid: UID.SingleType, data: SeedData): Promise<SeedPlan> {
  const ledgerKey = `${uid}#single`;
  if (ctx.ledger.has(ledgerKey)) return { uid, create: [], record: [] };
  const exists = (await ctx.strapi.db.query(uid).count()) > 0;
  return { uid, create: exists ? [] : [data], record: [ledgerKey] };
}

async function planCollection(
  ctx: SeedContext,
  { uid, key, entries }: { uid: UID.CollectionType; key: string; entries: readonly SeedData[] },
) {
  const keyOf = (entry: SeedData) => {
    const value = entry[key];
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`[seed] ${uid} entry without a "${key}"`);
    return String(value);
  };
  const pending = entries.filter((entry) => !ctx.ledger.has(`${uid}#${keyOf(entry)}`));
  if (pending.length === 0) return { uid, create: [], record: [] };

  const rows: Record<string, unknown>[] = await ctx.strapi.db.query(uid).findMany({ select: [key] });
  const existing = new Set(rows.map((row) => String(row[key])));
  const create = pending.filter((entry) => {
    const entryKey = keyOf(entry);
    if (existing.has(entryKey)) return false;
    existing.add(entryKey); // the same key twice in the seed content: create it once
    return true;
  });
  return { uid, create, record: pending.map((entry) => `${uid}#${keyOf(entry)}`) };
}

async function create(ctx: SeedContext, uid: UID.ContentType, entry: SeedData): Promise<void> {
  const data = await resolveMarkers(entry, {
    image: (imageKey) => ctx.uploads.image(imageKey),
    generatedFile: (file) => ctx.uploads.generatedFile(file),
    relation: (target, slug) => findDocumentId(ctx.strapi, target, slug),
  });
  // The seed content is checked by the tests against the schema; Strapi validates it again here.
  await ctx.strapi.documents(uid).create({ data: data as never, status: 'published' });
}

/** The document an English seed's relation names by its slug: the same document in every language. */
export async function findDocumentId(strapi: Core.Strapi, uid: string, slug: string): Promise<string> {
  const row: { documentId: string } | null = await strapi.db.query(uid as UID.Schema).findOne({ where: { slug }, select: ['documentId'] });
  if (!row) throw new Error(`[seed] no ${uid} with slug "${slug}" to relate to`);
  return row.documentId;
}
