import type { Core, Modules } from '@strapi/strapi';

type Webhook = Modules.WebhookStore.Webhook;

/** Content and media events that change what the site shows or what the commerce API charges. */
export const WEBHOOK_EVENTS = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  'media.create',
  'media.update',
  'media.delete',
] as const;

/** Webhooks whose name starts with this are managed from the environment; others are left alone. */
export const MANAGED_PREFIX = 'koolers-';

export const webhookName = (url: string) => `${MANAGED_PREFIX}${new URL(url).host}`;

/** `CMS_WEBHOOK_URLS`: comma-separated http(s) URLs; throws naming the first bad one. */
export function parseWebhookUrls(value: string): string[] {
  const urls = value
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  for (const url of urls) {
    let protocol: string | undefined;
    try {
      protocol = new URL(url).protocol;
    } catch {
      protocol = undefined;
    }
    if (protocol !== 'http:' && protocol !== 'https:') {
      throw new Error(`CMS_WEBHOOK_URLS: "${url}" is not an http(s) URL`);
    }
  }
  return [...new Set(urls)];
}

type WebhookEnv = { CMS_WEBHOOK_URLS?: string; CMS_WEBHOOK_SECRET?: string; SITE_REBUILD_SECRET?: string };

/** The site server's rebuild endpoint has a secret of its own (SITE_REBUILD_SECRET), when one is set. */
export const isSiteRebuildUrl = (url: string) => new URL(url).pathname === '/_site/rebuild';

/** The secret a webhook URL is sent with: each endpoint its own, so one leaked secret opens one door. */
export function webhookSecret(url: string, env: WebhookEnv = process.env): string | undefined {
  return (isSiteRebuildUrl(url) && env.SITE_REBUILD_SECRET) || env.CMS_WEBHOOK_SECRET || undefined;
}

/**
 * Makes the managed webhooks match `CMS_WEBHOOK_URLS`: one per URL (named koolers-<host>) for the
 * events above, with `Authorization: Bearer <secret>` when a secret is set (webhookSecret). Creates the
 * missing, updates the changed (URL list, secret, events), deletes those whose URL left the list, and
 * keeps Strapi's webhook runner in step (hooks stored in the database are loaded before bootstrap).
 * An admin's enable/disable switch is kept. Unset variable: nothing is touched; empty: all removed.
 */
export async function syncWebhooks(strapi: Core.Strapi, env: WebhookEnv = process.env): Promise<void> {
  if (env.CMS_WEBHOOK_URLS === undefined) return;
  const urls = parseWebhookUrls(env.CMS_WEBHOOK_URLS);

  const store = strapi.get('webhookStore') as Modules.WebhookStore.WebhookStore;
  const runner = strapi.get('webhookRunner') as Modules.WebhookRunner.WebhookRunner;
  const managed = (await store.findWebhooks()).filter((webhook) => webhook.name.startsWith(MANAGED_PREFIX));

  const kept = new Set<string>();
  for (const url of urls) {
    const secret = webhookSecret(url, env);
    const headers: Record<string, string> = secret ? { Authorization: `Bearer ${secret}` } : {};
    const desired: Omit<Webhook, 'id' | 'isEnabled'> = { name: webhookName(url), url, headers, events: [...WEBHOOK_EVENTS] };
    const existing = managed.find((webhook) => webhook.url === url && !kept.has(webhook.id));
    if (!existing) {
      const created = await store.createWebhook({ ...desired, id: '', isEnabled: true } as Webhook);
      runner.add(created);
      kept.add(created.id);
      strapi.log.info(`[webhooks] created ${created.name} -> ${url}`);
      continue;
    }
    kept.add(existing.id);
    if (!sameWebhook(existing, desired)) {
      const updated = await store.updateWebhook(existing.id, { ...existing, ...desired });
      if (updated) runner.update(updated);
      strapi.log.info(`[webhooks] updated ${desired.name} -> ${url}`);
    }
  }

  for (const stale of managed.filter((webhook) => !kept.has(webhook.id))) {
    await store.deleteWebhook(stale.id);
    runner.remove(stale);
    strapi.log.info(`[webhooks] removed ${stale.name} (${stale.url} is no longer in CMS_WEBHOOK_URLS)`);
  }
}

function sameWebhook(existing: Webhook, desired: Omit<Webhook, 'id' | 'isEnabled'>): boolean {
  const sortedEvents = (events: readonly string[]) => [...events].sort().join(',');
  const sortedHeaders = (headers: Record<string, string> | null | undefined) => JSON.stringify(Object.entries(headers ?? {}).sort());
  return (
    existing.name === desired.name &&
    existing.url === desired.url &&
    sortedEvents(existing.events) === sortedEvents(desired.events) &&
    sortedHeaders(existing.headers) === sortedHeaders(desired.headers)
  );
}
