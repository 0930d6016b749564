/**
 * Who "the same shopper" is for a promotion code's own limits (uses per customer, first order only).
 *
 * - A signed-in account is its own identity: its orders and uses, by account id, and nothing typed
 *   into an order by someone else (a stranger's guest order with your email spends none of your
 *   eligibility). Once it proves its phone with a code (issue 36), the guest orders placed with that
 *   number are its own too, whether or not it attached them: the person is counted (security
 *   review F2), not each way they checked out.
 * - A guest has no verified identity, so every earlier order that shares any one of these with the
 *   guest's order counts as theirs: the email, normalised (case, `+tag`, Gmail's dots), the phone
 *   number, or the delivery address with its pincode, normalised (case, punctuation, spaces). One
 *   person with several emails is still one shopper; a household ordering to one address is too.
 *
 * The normalised email and address are stored with each order (`orders.shopper_email`,
 * `orders.shopper_address`) so a guest's history is one indexed query; erasing an account erases them.
 */

import { identityColumns } from '@koolers/contracts/fields/identity';

/** A shopper as a code's limits count them. */
export type Shopper =
  | { customerId: number; guest: false }
  | { customerId: number; guest: true; email: string | null; phone: string; address: string };

/** A guest, known by what they typed into their order. */
export function guestShopper(
  customerId: number,
  details: { email: string; phone: string; address: string; pincode: string | null },
): Shopper {
  const { shopper_email, shopper_address } = identityColumns(details);
  return { customerId, guest: true, email: shopper_email, phone: details.phone.trim(), address: shopper_address };
}
