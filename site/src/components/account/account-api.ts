/** What the account screens read from the commerce API, typed as the API answers it. */
import type { CustomerOrderPage, OrderView } from '@koolers/contracts/orders';
import type { ProductSummary } from '../../build/product-lookup.ts';
import type { Offer } from '../../lib/offer-on-sale.ts';

export type Membership = { status: string; plan: string; activatedAt: string | null; expiresAt: string };

export type Account = {
  name: string;
  /** Null for an account made with a phone number. */
  email: string | null;
  phone: string;
  /** The phone was proved with a code: the account signs in with it too. */
  phoneVerified: boolean;
  address: string | null;
  pincode: string | null;
  membership: Membership | null;
  /** A Coco Club request paid by UPI that the shop is still checking. */
  clubRequest: { id: string; number: string; upiReference: string | null; submittedAt: string; amountPaise: number } | null;
};

export type Order = OrderView;
export type OrderPage = CustomerOrderPage;

export type WishlistItem = { ref: string; addedAt: string };

/**
 * Products by ref, as the wishlist shows them: the site knows names, pictures, pages and prices
 * (offers); the API only refs.
 */
export type ProductLookup = Record<string, ProductSummary & { offers: Offer[] }>;
