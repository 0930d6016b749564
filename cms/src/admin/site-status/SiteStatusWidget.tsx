import { Widget } from '@strapi/strapi/admin';
import { SiteStatusMessage } from './SiteStatusMessage';
import { useSiteStatus } from './use-site-status';

/** Homepage widget: is the site up to date with what was published, and if not, why. */
export function SiteStatusWidget() {
  const { view, failed } = useSiteStatus();
  if (failed && !view) return <Widget.Error>The site’s state could not be loaded.</Widget.Error>;
  if (!view) return <Widget.Loading />;
  return <SiteStatusMessage view={view} />;
}
