import { MAX_QUANTITY } from '@koolers/contracts/checkout';
import type { CartItemInput } from '@koolers/contracts/checkout-schemas';
import { type Language, messageIn, type Sentence, sentence, sentenceIn } from '@koolers/contracts/messages';
import { percentOf, spreadInProportion } from '@koolers/contracts/money';
import type { PricedLine, Quote } from '@koolers/contracts/orders';
import type { AppliedDiscount, PromotionCodeOutcome } from '@koolers/contracts/promotions';
import type { SoldOutToday } from '../availability/sold-out-today.ts';
import { type CatalogItem, type CatalogSnapshot, findItem, translatedNameOf } from '../catalog/catalog-snapshot.ts';
import { type AppError, appError, sentenceError } from '../http/app-error.ts';
import { codeDiscount, type PromotionCode, type ShopperHistory } from '../promotions/promotion-rules.ts';

/** The code the shopper entered (upper case), the code of that name if there is one, and what is known of the shopper. */
export type EnteredCode = { code: string; found: PromotionCode | undefined; shopper: ShopperHistory };

/** `codFeePaise`: the cash on delivery fee, when the shopper pays on delivery (a line of its own, never discounted). */
export type PricingOptions = {
  isMember: boolean;
  soldOut?: SoldOutToday;
  promotion?: EnteredCode | undefined;
  now?: Date;
  codFeePaise?: number | undefined;
  /** The page's: a refused line's words beside it in the cart are in it (the answer's own message is worded by the error handler). */
  language?: Language | undefined;
};

/**
 * Prices a cart from the server's catalogue: the browser says what and how many, never how much.
 * Lines for the same item and size are merged. Coco Club members get the plan's discount on the
 * subtotal, rounded down to the paisa; a promotion code gives its own (promotions/promotion-rules.ts).
 * Discounts never stack: the one that saves more applies (the member's on a tie, which uses up no
 * code), and each line carries its share of it.
 *
 * A line that cannot be delivered today (sold out, or no longer sold) refuses the whole cart, but
 * every such line is named in one answer (`details.lines`, each with its words) beside the price
 * of the rest (`details.quote`): the shopper sees all the problems at once, and what the cart comes
 * to without them, instead of finding them one removal at a time.
 */
export function priceCart(items: CartItemInput[], catalog: CatalogSnapshot, options: PricingOptions): Quote {
  const unavailable: Unavailable[] = [];
  const available = items.filter((input) => {
    const refusal = unavailableToday(input, catalog, options);
    if (refusal) unavailable.push(refusal);
    return !refusal;
  });
  if (unavailable.length === 0) return priceAvailable(items, catalog, options);

  const [first] = unavailable as [Unavailable];
  const said = unavailable.length === 1 ? first.said : sentence('sold_out.lines', { count: unavailable.length });
  const details = {
    line: first.line,
    lines: unavailable.map(({ line, said }) => ({ ...line, message: sentenceIn(options.language ?? 'en', said) })),
    ...(available.length ? { quote: priceAvailable(available, catalog, options) } : {}),
  };
  throw sentenceError(said, 400, details, first.code);
}

type Unavailable = { line: RefusedLine; code: string; said: Sentence<'unknown_item.no_longer_sold' | 'sold_out.item'> };

/** The line as the browser sent it: what a refusal names, so the cart can put its words beside it. */
type RefusedLine = { ref: string; size?: string };

/** Why `input` cannot be had today (sold out, or no longer sold), or null when it can. */
function unavailableToday(input: CartItemInput, catalog: CatalogSnapshot, { soldOut, language }: PricingOptions): Unavailable | null {
  const line = { ref: input.ref, ...(input.size === undefined ? {} : { size: input.size }) };
  const item = findItem(catalog, input.ref);
  if (!item) return { line, code: 'unknown_item', said: sentence('unknown_item.no_longer_sold', { item: input.name ?? input.ref }) };
  const size = item.sizes.size > 0 ? (input.size ?? null) : null;
  if (item.sizes.size > 0 && (size === null || !item.sizes.has(size))) return null; // priceLine asks for a size
  if (soldOut?.has(item.ref, size)) {
    return { line, code: 'sold_out', said: sentence('sold_out.item', { name: nameIn(language, item), size }) };
  }
  return null;
}

function priceAvailable(items: CartItemInput[], catalog: CatalogSnapshot, options: PricingOptions): Quote {
  const merged = new Map<string, PricedLine>();
  for (const input of items) {
    const line = priceLine(input, catalog, options.language);
    const key = `${line.ref}\u0000${line.size ?? ''}`;
    const existing = merged.get(key);
    const quantity = (existing?.quantity ?? 0) + line.quantity;
    if (quantity > MAX_QUANTITY)
      throw tooMany(line.translatedName ?? line.name, { ref: input.ref, ...(input.size === undefined ? {} : { size: input.size }) });
    merged.set(key, { ...line, quantity, lineTotalPaise: quantity * line.unitPricePaise });
  }
  const lines = [...merged.values()];
  const subtotalPaise = lines.reduce((sum, line) => sum + line.lineTotalPaise, 0);
  const memberPaise = options.isMember ? percentOf(subtotalPaise, catalog.membership.memberDiscountPercent) : 0;
  const entered = options.promotion;
  const byCode = entered
    ? codeDiscount(entered.found, lines, (ref) => findItem(catalog, ref)?.kind, entered.shopper, options.now ?? new Date())
    : undefined;

  let discount: AppliedDiscount | null = memberPaise > 0 ? { kind: 'member', paise: memberPaise } : null;
  let shares = discount
    ? spreadInProportion(
        memberPaise,
        lines.map((line) => line.lineTotalPaise),
      )
    : [];
  let promotion: PromotionCodeOutcome | undefined;
  if (entered && byCode) {
    // What the cart says of the code, in the page's language.
    const language = options.language ?? 'en';
    if (!byCode.ok) {
      const minimumPaise = entered.found?.minimumOrderPaise;
      const message = messageIn(language, 'promotion_refused', { reason: byCode.reason, minimumPaise });
      promotion = { code: entered.code, status: 'refused', reason: byCode.reason, message };
    } else if (byCode.paise <= memberPaise)
      promotion = {
        code: entered.code,
        status: 'member_saves_more',
        message:
          byCode.paise === memberPaise ? messageIn(language, 'promotion_kept.same') : messageIn(language, 'promotion_kept.saves_more'),
      };
    else {
      promotion = { code: entered.code, status: 'applied' };
      discount = { kind: 'code', code: entered.code, paise: byCode.paise };
      shares = byCode.lineDiscountsPaise;
    }
  }
  const discountPaise = discount?.paise ?? 0;
  const deliveryFeePaise = catalog.delivery.feePaise;
  const codFeePaise = options.codFeePaise ?? 0;
  return {
    lines: discount ? lines.map((line, index) => ({ ...line, discountPaise: shares[index] ?? 0 })) : lines,
    subtotalPaise,
    deliveryFeePaise,
    discountPaise,
    discount,
    ...(promotion ? { promotion } : {}),
    ...(codFeePaise > 0 ? { codFeePaise } : {}),
    totalPaise: subtotalPaise - discountPaise + deliveryFeePaise + codFeePaise,
  };
}

/**
 * A line the catalogue has (unavailableToday ran first). A refused line names itself in
 * `details.line` (ref and size as the browser sent them), so the cart can show the message beside
 * that line with a way to remove it.
 */
function priceLine(input: CartItemInput, catalog: CatalogSnapshot, language: Language | undefined): PricedLine {
  const line = { ref: input.ref, ...(input.size === undefined ? {} : { size: input.size }) };
  const item = findItem(catalog, input.ref);
  if (!item) throw appError('unknown_item.no_longer_sold', 400, { item: input.name ?? input.ref }, { line });
  const translatedName = translatedNameOf(item, language);
  const name = translatedName ?? item.name;
  if (!Number.isInteger(input.quantity) || input.quantity < 1) {
    throw appError('bad_quantity', 400, { item: name }, { line });
  }
  if (input.quantity > MAX_QUANTITY) throw tooMany(name, line);

  let unitPricePaise: number;
  let size: string | null = null;
  if (item.sizes.size > 0) {
    const sizePrice = input.size === undefined ? undefined : item.sizes.get(input.size);
    if (sizePrice === undefined) {
      throw appError('unknown_size', 400, { item: name, sizes: [...item.sizes.keys()] }, { line });
    }
    unitPricePaise = sizePrice;
    size = input.size ?? null;
  } else {
    if (item.unitPricePaise === null) {
      throw appError('unknown_item.no_price', 400, { item: name }, { line });
    }
    unitPricePaise = item.unitPricePaise;
  }
  return {
    ref: item.ref,
    name: item.name,
    ...(translatedName ? { translatedName } : {}),
    size,
    quantity: input.quantity,
    unitPricePaise,
    lineTotalPaise: input.quantity * unitPricePaise,
  };
}

/** What a refusal calls the item: its name in the page's language, or English. */
function nameIn(language: Language | undefined, item: CatalogItem): string {
  return translatedNameOf(item, language) ?? item.name;
}

function tooMany(name: string, line?: { ref: string; size?: string }): AppError {
  return appError('too_many', 400, { most: MAX_QUANTITY, item: name }, line ? { line } : undefined);
}
