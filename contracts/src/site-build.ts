/**
 * The site server's record of its builds, as `GET /_site/rebuild` answers it: the build running, the
 * last ones, the last success and the last failure. Strapi reads it to tell editors whether their
 * change went live; a build that failed because of content says which entry and field, in the
 * editors' own words. After a failed build the web front tells the commerce API, which emails the shop
 * (`siteBuildFailureSchema`).
 */
import { z } from 'zod';

/** A Strapi entry the site cannot build a page from: which entry, which field, what is wrong. */
export const contentProblemSchema = z.object({
  /** `api::kooler.kooler` */
  uid: z.string(),
  /** The type as editors know it: `Kooler`. */
  typeName: z.string(),
  documentId: z.string(),
  single: z.boolean(),
  /** The entry's natural name (`Mango`), or null for a single type. */
  entryTitle: z.string().nullable(),
  /** Each field at fault: its path in the entry, its label in the Content Manager, what is wrong. */
  fields: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), field: z.string(), message: z.string() })),
  /** One sentence naming the entry and each field. */
  summary: z.string(),
});
export type ContentProblem = z.infer<typeof contentProblemSchema>;

export const buildRecordSchema = z.object({
  /** What asked for the build (`entry.publish api::kooler.kooler`). */
  reason: z.string(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  durationMs: z.number(),
  ok: z.boolean(),
  error: z.string().optional(),
  /** Set when the content caused the failure. */
  problem: contentProblemSchema.optional(),
});
export type BuildRecord = z.infer<typeof buildRecordSchema>;

export const rebuilderStatusSchema = z.object({
  state: z.enum(['idle', 'building']),
  /** Another build will follow the one running. */
  queued: z.boolean(),
  /** Increases with every successful build: a client waits for it to pass the value it saw. */
  generation: z.number(),
  /** The folder the site is served from. */
  current: z.string().nullable(),
  /** The build running now. */
  building: z.object({ reason: z.string(), startedAt: z.iso.datetime() }).optional(),
  last: buildRecordSchema.optional(),
  lastSuccess: buildRecordSchema.optional(),
  lastFailure: buildRecordSchema.optional(),
  /** The latest builds, newest first. */
  history: z.array(buildRecordSchema),
});
export type RebuilderStatus = z.infer<typeof rebuilderStatusSchema>;

/**
 * `POST /api/cms/site-build-failed`: a build after a publish failed, as the web front tells the
 * commerce API (web/src/builds/site-build-alerts.ts) and the API parses it to email the shop which
 * entry and field to fix.
 */
export const siteBuildFailureSchema = z.object({
  /** When the failed build started (ISO). */
  failedAt: z.iso.datetime(),
  /** One sentence naming the entry and field, or what else went wrong. */
  summary: z.string().trim().min(1).max(2000),
  /** The entry at fault, as editors know it (`Kooler “Mango”`), when the content caused it. */
  entry: z.string().max(300).optional(),
  /** Each field to fix: `Picture: is empty`. */
  fields: z.array(z.string().max(500)).max(20).optional(),
  /** Where the entry opens in Strapi (the API keeps it only inside Strapi's admin). */
  editUrl: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .optional(),
});
export type SiteBuildFailure = z.infer<typeof siteBuildFailureSchema>;
