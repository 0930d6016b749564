import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { strapiLoader } from './lib/strapi-loader.ts';

const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';

const settings = defineCollection({
  loader: strapiLoader({ url: cmsUrl, path: 'site-setting', kind: 'single' }),
  schema: z.object({
    phone: z.string(),
    email: z.string(),
    address: z.string(),
    businessHours: z.string(),
  }),
});

export const collections = { settings };
