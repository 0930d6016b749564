/**
 * The titles, headings and meta descriptions of the account, cart, checkout, payment, order and admin
 * screens, one entry per screen (several routes may show the same one). Each page reads its entry;
 * the screen itself is a React island.
 */
export type Screen =
  | 'login'
  | 'register'
  | 'account'
  | 'cart'
  | 'checkout'
  | 'payment'
  | 'confirmation'
  | 'order-history'
  | 'admin-login'
  | 'admin-register'
  | 'admin-orders'
  | 'admin-order';

export type ScreenText = { title: string; heading: string; description: string };

export const screens: Record<Screen, ScreenText> = {
  login: { title: 'Login', heading: 'Login', description: 'Log in to your Koolers account to order, pay and see your orders.' },
  register: { title: 'Register', heading: 'REGISTER', description: 'Create your free Koolers account.' },
  account: {
    title: 'My account',
    heading: 'My account',
    description: 'Your Koolers dashboard, profile, orders, wishlist and Coco Club membership.',
  },
  cart: {
    title: 'Your cart',
    heading: 'Product Order Page',
    description: 'The koolers and products in your cart, with the total, ready for checkout.',
  },
  checkout: {
    title: 'Checkout',
    heading: 'Shopping Cart',
    description: 'Check your cart, give your delivery details and pay online or cash on delivery.',
  },
  payment: { title: 'Make a Payment', heading: 'Make a Payment', description: 'Pay for your Koolers order.' },
  confirmation: { title: 'Order confirmation', heading: 'Your order', description: 'Your Koolers order, and where it stands.' },
  'order-history': { title: 'Order history', heading: 'Order History', description: 'Orders placed in the Koolers shop.' },
  'admin-login': { title: 'Admin login', heading: 'Admin login', description: 'Log in to the Koolers order desk.' },
  'admin-register': {
    title: 'Admin registration',
    heading: 'Admin registration',
    description: 'Create an account for the Koolers order desk.',
  },
  'admin-orders': { title: 'Order desk', heading: 'Orders List', description: 'Every order of the Koolers shop: confirm, cancel, refund.' },
  'admin-order': { title: 'Order details', heading: 'Order details', description: 'One order of the Koolers shop.' },
};
