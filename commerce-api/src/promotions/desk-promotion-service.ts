import { message } from '@koolers/contracts/messages';
import { type DeskPromotionCode, type ItemCategory, type PromotionCodeSettings, promotionCodeStatus } from '@koolers/contracts/promotions';
import { type Actor, recordAudit } from '../audit/audit-log.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { Db } from '../db/database.ts';
import { appError } from '../http/app-error.ts';
import { paidOrdersPerPromotionCode } from '../orders/desk/promotion-code-orders.ts';
import {
  allPromotionCodeRows,
  codeFromRow,
  codeTaken,
  insertPromotionCode,
  promotionCodeRow,
  setPromotionCodePaused,
  updatePromotionCodeSettings,
} from './promotion-repository.ts';

export const NO_SUCH_CODE = message('not_found.promotion_code');

/**
 * Promotion codes at the desk: owners create, change, pause and resume them, each change in the
 * audit log in the same transaction; everyone at the desk sees the list with each code's uses and
 * what its orders brought.
 */
export function createDeskPromotionService(deps: { db: Db; catalog: Catalog }) {
  const { db } = deps;

  async function assertKnownItems(settings: PromotionCodeSettings): Promise<void> {
    if (settings.refs.length === 0) return;
    const snapshot = await deps.catalog.get();
    const unknown = settings.refs.find((ref) => !snapshot.items.has(ref));
    if (unknown) throw appError('invalid_request.unknown_item', 400, { ref: unknown }, { field: 'refs' });
  }

  async function codeRow(id: number) {
    const row = await promotionCodeRow(db, id);
    if (!row) throw appError('not_found.promotion_code', 404);
    return row;
  }

  async function assertFree(code: string, exceptId = 0): Promise<void> {
    if (await codeTaken(db, code, exceptId)) throw appError('code_taken', 409, undefined, { field: 'code' });
  }

  return {
    /** Every code, newest first, with its status at `now` (the desk shows and filters by it). */
    async list(now = new Date()): Promise<DeskPromotionCode[]> {
      const rows = await allPromotionCodeRows(db);
      // What the code's orders brought: the ones paid (online or cash collected), less what was refunded.
      const brought = await paidOrdersPerPromotionCode(db);
      const byCode = new Map(brought.map((row) => [Number(row.code_id), row]));
      return rows.map((row) => {
        const code = codeFromRow(row);
        const stats = byCode.get(code.id);
        return {
          ...code,
          status: promotionCodeStatus(code, now),
          paidOrders: Number(stats?.orders ?? 0),
          revenuePaise: Number(stats?.revenue ?? 0),
          discountGivenPaise: Number(stats?.discount ?? 0),
          createdAt: row.created_at,
          updatedAt: row.updated_at,
        };
      });
    },

    /** What a code may be limited to: the catalogue's items, with their category. */
    async items(): Promise<{ ref: string; name: string; category: ItemCategory }[]> {
      const snapshot = await deps.catalog.get();
      return [...snapshot.items.values()]
        .map((item) => ({ ref: item.ref, name: item.name, category: item.kind }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },

    async create(actor: Actor, settings: PromotionCodeSettings): Promise<{ id: number }> {
      await assertKnownItems(settings);
      await assertFree(settings.code);
      const now = new Date().toISOString();
      try {
        return await db.transaction().execute(async (trx) => {
          const id = await insertPromotionCode(trx, settings, now);
          await recordAudit(trx, actor, {
            action: 'promotion_code.create',
            targetType: 'promotion_code',
            targetId: String(id),
            after: settings,
          });
          return { id };
        });
      } catch (error) {
        // Two owners creating the same code at once: the unique index answers for the second.
        if (/unique/i.test(String((error as Error).message))) throw appError('code_taken', 409, undefined, { field: 'code' });
        throw error;
      }
    },

    async update(actor: Actor, id: number, settings: PromotionCodeSettings): Promise<void> {
      const before = codeFromRow(await codeRow(id));
      await assertKnownItems(settings);
      await assertFree(settings.code, id);
      await db.transaction().execute(async (trx) => {
        await updatePromotionCodeSettings(trx, id, settings, new Date().toISOString());
        const { id: _id, paused: _paused, uses: _uses, ...settingsBefore } = before;
        await recordAudit(trx, actor, {
          action: 'promotion_code.update',
          targetType: 'promotion_code',
          targetId: String(id),
          before: settingsBefore,
          after: settings,
        });
      });
    },

    async setPaused(actor: Actor, id: number, paused: boolean): Promise<void> {
      const before = codeFromRow(await codeRow(id));
      if (before.paused === paused) return;
      await db.transaction().execute(async (trx) => {
        await setPromotionCodePaused(trx, id, paused, new Date().toISOString());
        await recordAudit(trx, actor, {
          action: paused ? 'promotion_code.pause' : 'promotion_code.resume',
          targetType: 'promotion_code',
          targetId: String(id),
          before: { code: before.code, paused: before.paused },
          after: { code: before.code, paused },
        });
      });
    },
  };
}
