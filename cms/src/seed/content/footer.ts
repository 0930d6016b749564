import { images, type SeedData } from '../markers';
import { DEFAULT_SITE_SETTINGS } from '../site-settings';

export const footer: SeedData = {
  about:
    'Fresh coconut koolers in 16 flavours and natural products from our own farm, made in Vashi and delivered across Navi Mumbai in 15-20 minutes.',
  links: [
    { label: 'Product', link: '/products' },
    { label: 'Director Profile', link: '/director-profile' },
    { label: 'Terms and Conditions', link: '/termsandconditions' },
    { label: 'Privacy Policy', link: '/privacypolicy' },
  ],
  socialLinks: [
    { platform: 'instagram', url: 'https://www.instagram.com/koolers.navimumbai', label: 'Koolers on Instagram' },
    { platform: 'facebook', url: 'https://www.facebook.com/koolers.navimumbai', label: 'Koolers on Facebook' },
    { platform: 'youtube', url: 'https://www.youtube.com/@koolers.navimumbai', label: 'Koolers on YouTube' },
    { platform: 'whatsapp', url: 'https://wa.me/919876543210', label: 'Order on WhatsApp' },
  ],
  galleryTitle: 'From our farm and kitchen',
  gallery: images(
    'gallery-palm-sunset',
    'gallery-kooler-row',
    'gallery-coconut-halves',
    'gallery-oil-jar',
    'gallery-delivery',
    'gallery-nursery',
  ),
  address: DEFAULT_SITE_SETTINGS.address,
  phone: DEFAULT_SITE_SETTINGS.phone,
  copyrightHolder: 'Koolers Coconut Co.',
  copyrightStartYear: 2024,
};
