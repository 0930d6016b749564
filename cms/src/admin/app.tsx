import { Earth } from '@strapi/icons';
import type { StrapiApp } from '@strapi/strapi/admin';
import { SiteStatusPanel } from './site-status/SiteStatusPanel';

export default {
  config: {
    locales: [],
    // No calls to api.github.com for release notes, no tutorial videos.
    notifications: { releases: false },
    tutorials: false,
  },
  register(app: StrapiApp) {
    // First on the homepage: whether the site is up to date with what was published (src/site-status/).
    const siteStatus = {
      id: 'site-status',
      icon: Earth,
      title: { id: 'koolers.site-status.title', defaultMessage: 'Site status' },
      component: async () => (await import('./site-status/SiteStatusWidget')).SiteStatusWidget,
    };
    app.widgets.register((widgets) => [siteStatus, ...widgets]);
  },
  bootstrap(app: StrapiApp) {
    // Beside each entry: whether its last publish went live.
    const contentManager = app.getPlugin('content-manager').apis as { addEditViewSidePanel(panels: unknown[]): void };
    contentManager.addEditViewSidePanel([SiteStatusPanel]);
  },
};
