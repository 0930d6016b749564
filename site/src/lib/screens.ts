/**
 * The account, cart, checkout, payment, order and admin screens: their routes, titles and headings.
 * Their interactive parts are React islands that talk to the commerce API (a later issue); here each
 * gets its page and layout. Routes that show the same screen share one entry (`screen`).
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

export type ScreenRoute = { path: string; screen: Screen; title: string; heading: string; description: string };

export type ScreenText = Omit<ScreenRoute, 'path' | 'screen'>;

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
  confirmation: { title: 'Order confirmation', heading: 'Thank you for your order', description: 'Your Koolers order has been placed.' },
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

/** Routes still answered by the placeholder page; a route with a page of its own is not listed. */
const routes: [path: string, screen: Screen][] = [
  ['profile', 'account'],
  ['wishlist', 'account'],
  ['order-history', 'order-history'],
  ['orderhistoryall', 'order-history'],
  ['admin-login', 'admin-login'],
  ['admin-register', 'admin-register'],
  ['admin-dashboard', 'admin-orders'],
  ['admin-dashboard/orders/order', 'admin-order'],
];

export const screenRoutes: ScreenRoute[] = routes.map(([path, screen]) => ({ path, screen, ...screens[screen] }));
