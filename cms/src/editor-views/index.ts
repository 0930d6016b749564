import { isDeepStrictEqual } from 'node:util';
import type { Core } from '@strapi/strapi';
import type { TypeView } from './types';
import { COMPONENT_VIEWS, CONTENT_TYPE_VIEWS } from './views';

export { COMPONENT_VIEWS, CONTENT_TYPE_VIEWS };

/** The value each setting had when this code last wrote it: `{ [uid]: { [path]: value } }`. */
const LEDGER = { type: 'koolers', name: 'editor-views', key: 'applied' } as const;
type Ledger = Record<string, Record<string, unknown>>;

type Configuration = { settings: Record<string, unknown>; metadatas: Record<string, unknown>; layouts: Record<string, unknown> };
type Model = { uid: string } | undefined;
type ConfigurationService = {
  findConfiguration(model: { uid: string }): Promise<Configuration>;
  updateConfiguration(model: { uid: string }, configuration: Configuration): Promise<unknown>;
};

/** The Content Manager settings a view decides, as dotted paths into Strapi's stored configuration. */
export function viewSettings(view: TypeView): Map<string, unknown> {
  const settings = new Map<string, unknown>([['settings.mainField', view.mainField]]);
  if (view.sort) {
    settings.set('settings.defaultSortBy', view.sort.by);
    settings.set('settings.defaultSortOrder', view.sort.order);
  }
  if (view.list) settings.set('layouts.list', [...view.list]);
  for (const [field, { label, description = '', placeholder = '' }] of Object.entries(view.fields)) {
    settings.set(`metadatas.${field}.edit.label`, label);
    settings.set(`metadatas.${field}.edit.description`, description);
    settings.set(`metadatas.${field}.edit.placeholder`, placeholder);
    settings.set(`metadatas.${field}.list.label`, label);
  }
  return settings;
}

/**
 * Gives every content type and component the labels, descriptions, placeholders, list columns, sort
 * order and entry title of src/editor-views, in Strapi's own Content Manager configuration (the core
 * store's `plugin_content_manager_configuration_*` keys, as Settings › Configure the view writes them).
 *
 * Runs on every boot. A setting is written when this code never wrote it before, or when it still
 * holds what this code last wrote (so a changed label here reaches every shop); a setting an editor
 * changed by hand since is left as the editor made it.
 */
export async function applyEditorViews(strapi: Core.Strapi): Promise<void> {
  const contentManager = strapi.plugin('content-manager');
  const contentTypes = contentManager.service('content-types') as ConfigurationService & { findContentType(uid: string): Model };
  const components = contentManager.service('components') as ConfigurationService & { findComponent(uid: string): Model };
  const targets = [
    ...Object.entries(CONTENT_TYPE_VIEWS).map(([uid, view]) => ({
      uid,
      view,
      service: contentTypes,
      model: contentTypes.findContentType(uid),
    })),
    ...Object.entries(COMPONENT_VIEWS).map(([uid, view]) => ({ uid, view, service: components, model: components.findComponent(uid) })),
  ];

  const store = strapi.store(LEDGER);
  const ledger = ((await store.get()) ?? {}) as Ledger;
  const before = structuredClone(ledger);
  let updatedTypes = 0;
  for (const { uid, view, service, model } of targets) {
    if (!model) throw new Error(`[editor views] no content type or component ${uid}`);
    const configuration = await service.findConfiguration(model);
    const written = ledger[uid] ?? {};
    ledger[uid] = written;
    let changed = false;
    for (const [path, value] of viewSettings(view)) {
      const keys = path.split('.');
      if (keys[0] === 'metadatas' && !(keys[1] in configuration.metadatas)) {
        throw new Error(`[editor views] ${uid} has no field "${keys[1]}"`);
      }
      const current = readPath(configuration, keys);
      if (path in written && !isDeepStrictEqual(current, written[path])) continue; // an editor's own choice
      if (!isDeepStrictEqual(current, value)) {
        writePath(configuration, keys, value);
        changed = true;
      }
      written[path] = value;
    }
    if (changed) {
      const { settings, metadatas, layouts } = configuration;
      await service.updateConfiguration(model, { settings, metadatas, layouts });
      updatedTypes++;
    }
  }
  if (!isDeepStrictEqual(before, ledger)) await store.set({ value: ledger });
  if (updatedTypes > 0) strapi.log.info(`[editor views] labels and list views set for ${updatedTypes} content types and components`);
}

function readPath(target: unknown, keys: string[]): unknown {
  let value = target;
  for (const key of keys) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

function writePath(target: Record<string, unknown>, keys: string[], value: unknown): void {
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1) as string] = value;
}
