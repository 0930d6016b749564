import type { StrapiApp } from '@strapi/strapi/admin';

export default {
  config: {
    locales: [],
    // No calls to api.github.com for release notes, no tutorial videos.
    notifications: { releases: false },
    tutorials: false,
  },
  bootstrap(_app: StrapiApp) {},
};
