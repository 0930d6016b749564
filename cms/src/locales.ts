import { LANGUAGES } from '@koolers/contracts/languages';
import type { Core } from '@strapi/strapi';

/** How the Content Manager names each of the shop's languages (issue 35): English is Strapi's default. */
const LOCALE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  en: 'English (en)',
  hi: 'Hindi (hi) हिन्दी',
  mr: 'Marathi (mr) मराठी',
};

/**
 * The shop's languages as Strapi locales, on every boot: English (the default, which Strapi makes on
 * its first boot) and Hindi and Marathi beside it, created where missing. Editors translate each
 * entry into them; the Content Manager's lists show which are missing ("Available in").
 */
export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales');
  const existing = new Set(((await locales.find()) as { code: string }[]).map((locale) => locale.code));
  for (const code of LANGUAGES) {
    if (!existing.has(code)) await locales.create({ code, name: LOCALE_NAMES[code] });
  }
}
