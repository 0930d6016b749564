/** The commerce API's limit on one line (commerce-api/src/orders/cart-schema.ts): more is a bulk order. */
export const MAX_QUANTITY = 99;
