/** What the account screens read from the commerce API, typed as the API answers it. */
import type { ProductSummary } from '../../lib/product-lookup.ts';

export type Membership = { status: string; plan: string; activatedAt: string | null; expiresAt: string };

export type Account = {
  name: string;
  email: string;
  phone: string;
  address: string | null;
  pincode: string | null;
  membership: Membership | null;
};

export type OrderLine = {
  ref: string;
  name: string;
  size: string | null;
  quantity: number;
  unitPricePaise: number;
  lineTotalPaise: number;
};

export type Order = {
  id: string;
  status: string;
  paymentMethod: string;
  lines: OrderLine[];
  subtotalPaise: number;
  deliveryFeePaise: number;
  discountPaise: number;
  totalPaise: number;
  createdAt: string;
  history: { from: string | null; to: string; at: string; note: string | null }[];
};

export type OrderPage = { orders: Order[]; page: number; pageSize: number; total: number };

export type WishlistItem = { ref: string; addedAt: string };

/** Products by ref, as the wishlist shows them: the site knows names, pictures and pages; the API only refs. */
export type ProductLookup = Record<string, ProductSummary>;
