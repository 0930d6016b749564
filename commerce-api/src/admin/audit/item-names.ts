import type { AuditEntry } from '../../audit/audit-log.ts';
import type { Catalog } from '../../catalog/catalog.ts';

/** An item's entry names it by ref, with the size after it: `product:coir-doormat (75 x 45 CM)`. */
const ITEM_TARGET = /^(?<ref>\S+)(?: \((?<size>.+)\))?$/;

/**
 * Names the items entries are about as staff know them ("Coir Doormat (75 x 45 CM)", not
 * `product:coir-doormat (75 x 45 CM)`), from the catalogue as it is now. The entry keeps its ref,
 * so an item since removed from the catalogue, or a catalogue that cannot be read, leaves the ref.
 */
export async function withItemNames(entries: AuditEntry[], catalog: Catalog): Promise<AuditEntry[]> {
  if (!entries.some((entry) => entry.targetType === 'item')) return entries;
  const items = await catalog.get().then(
    (snapshot) => snapshot.items,
    () => null,
  );
  if (!items) return entries;
  return entries.map((entry) => {
    const match = entry.targetType === 'item' ? ITEM_TARGET.exec(entry.targetId) : null;
    const item = match?.groups?.ref ? items.get(match.groups.ref) : undefined;
    if (!item) return entry;
    return { ...entry, targetLabel: match?.groups?.size ? `${item.name} (${match.groups.size})` : item.name };
  });
}
