import { signPreviewToken } from '@koolers/contracts/preview-token';
import type { Core, UID } from '@strapi/strapi';

/**
 * Strapi's Preview panel (config/admin.ts) asks for the address of an entry's page; the site server
 * (web/src/preview/site-preview.ts) renders it from the drafts behind `/_preview`, for whoever holds a
 * token signed with SITE_PREVIEW_SECRET (@koolers/contracts/preview-token). The token is made here,
 * after Strapi has checked the editor is signed in.
 */

type PagePath = string | ((entry: { slug?: string }) => string);

/** The site page that shows each type. */
export const PREVIEW_PAGES: Record<string, PagePath> = {
  'api::kooler.kooler': (entry) => `/order-product/${entry.slug}`,
  'api::product.product': (entry) => `/product/${entry.slug}`,
  'api::product-category.product-category': '/products',
  'api::diet-drink.diet-drink': '/dietdrink',
  'api::faq.faq': '/faq',
  'api::article.article': '/blog',
  'api::hero-slide.hero-slide': '/',
  'api::mission.mission': '/',
  'api::about-block.about-block': '/',
  'api::navigation.navigation': '/',
  'api::footer.footer': '/',
  'api::site-setting.site-setting': '/contact',
  'api::director-profile.director-profile': '/director-profile',
  'api::chairman-profile.chairman-profile': '/chairman-profile',
  'api::about-company.about-company': '/about-company',
  'api::farm.farm': '/farm',
  'api::company.company': '/company',
  'api::terms.terms': '/termsandconditions',
  'api::privacy.privacy': '/privacypolicy',
  'api::membership-plan.membership-plan': '/subscription',
  'api::search-and-sharing.search-and-sharing': '/',
};

export type PreviewSettings = { siteUrl: string; secret: string };

/**
 * The Preview panel's address for an entry: its page as the drafts would render it, or the live page
 * when the editor looks at the published version. Undefined for a type no page shows.
 */
export async function previewUrl(
  strapi: Core.Strapi,
  settings: PreviewSettings,
  uid: string,
  { documentId, locale, status }: { documentId?: string; locale?: string | null; status?: string | null },
): Promise<string | undefined> {
  const page = PREVIEW_PAGES[uid];
  if (!page) return undefined;
  let path = typeof page === 'string' ? page : undefined;
  if (typeof page === 'function') {
    if (!documentId) return undefined;
    const entry = (await strapi.documents(uid as UID.ContentType).findOne({
      documentId,
      locale: locale ?? undefined,
      status: status === 'published' ? 'published' : 'draft',
      fields: ['slug'],
    } as never)) as { slug?: string } | null;
    if (!entry?.slug) return undefined;
    path = page(entry);
  }
  const site = settings.siteUrl.replace(/\/+$/, '');
  if (status === 'published') return `${site}${path}`;
  return `${site}/_preview${path}?token=${signPreviewToken(settings.secret)}`;
}
