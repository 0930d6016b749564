import { formatOrderNumber } from '@koolers/contracts/order-number';
import type { AuditEntry } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import { orderNumbersOf } from '../../orders/order-numbers.ts';

/**
 * Labels the entries about an order with its number ("KC-1043"), asked of orders/ (the audit log,
 * a technical folder, knows no business table). An order that no longer exists keeps no label.
 */
export async function withOrderNumbers(db: Db, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const orderIds = [...new Set(entries.filter((entry) => entry.targetType === 'order').map((entry) => entry.targetId))];
  if (orderIds.length === 0) return entries;
  const numbers = await orderNumbersOf(db, orderIds);
  return entries.map((entry) => {
    const number = entry.targetType === 'order' ? numbers.get(entry.targetId) : undefined;
    return number === undefined ? entry : { ...entry, targetLabel: formatOrderNumber(number) };
  });
}
