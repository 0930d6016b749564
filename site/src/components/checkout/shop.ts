/** What Razorpay Checkout shows of the shop: its name and the theme colour editors set in Strapi. */
export type Shop = { name: string; themeColor: string };
