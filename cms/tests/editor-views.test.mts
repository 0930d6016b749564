import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPONENT_VIEWS, CONTENT_TYPE_VIEWS } from '../src/editor-views/index.ts';
import { bootCms, createTestEnv, type RunningCms, type TestEnv } from './harness.mts';

type Metadata = { edit: { label: string; description: string; placeholder: string }; list: { label: string } };
type Configuration = {
  settings: { mainField: string; defaultSortBy: string; defaultSortOrder: string };
  metadatas: Record<string, Metadata>;
  layouts: { list: string[]; edit: { name: string; size: number }[][] };
};

const ADMIN = { email: 'owner@koolers.in', password: 'Coconut-Owner-2026', firstname: 'Meera' };

describe('the Content Manager speaks the shop’s language (real Strapi, admin API)', () => {
  let env: TestEnv;
  let cms: RunningCms;
  let jwt: string;

  const admin = async <T,>(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${cms.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { data: T };
    expect(response.status, `${method} ${path}: ${JSON.stringify(answer)}`).toBe(200);
    return answer.data;
  };
  const configuration = async (uid: string) =>
    (await admin<{ contentType: Configuration }>('GET', `/content-manager/content-types/${uid}/configuration`)).contentType;

  beforeAll(async () => {
    env = createTestEnv();
    cms = await bootCms();
    const registered = await fetch(`${cms.url}/admin/register-admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    jwt = ((await registered.json()) as { data: { token: string } }).data.token;
  });

  afterAll(async () => {
    await cms?.stop();
    env?.cleanup();
  });

  it('has a view for every content type and component, naming every field', () => {
    const schemas = { ...cms.strapi.contentTypes, ...cms.strapi.components } as Record<string, { attributes: Record<string, unknown> }>;
    const own = Object.keys(schemas).filter((uid) => uid.startsWith('api::') || !uid.includes('::'));
    expect(Object.keys({ ...CONTENT_TYPE_VIEWS, ...COMPONENT_VIEWS }).sort()).toEqual(own.sort());
    for (const [uid, view] of Object.entries({ ...CONTENT_TYPE_VIEWS, ...COMPONENT_VIEWS })) {
      const fields = Object.keys(schemas[uid].attributes).filter(
        (name) => !['createdBy', 'updatedBy', 'publishedAt', 'createdAt', 'updatedAt', 'locale', 'localizations'].includes(name),
      );
      expect({ uid, fields: Object.keys(view.fields).sort() }).toEqual({ uid, fields: fields.sort() });
    }
  });

  it('labels fields in plain words, with what they change on the site and their unit', async () => {
    const settings = await configuration('api::site-setting.site-setting');
    expect(settings.metadatas.deliveryRadiusKm.edit).toMatchObject({ label: '“Use my location”: reach of an area (km)', placeholder: '5' });
    expect(settings.metadatas.deliveryTime.edit.description).toMatch(/Delivered in 15-20 minutes/);
    expect(settings.metadatas.deliveryFee.edit.label).toBe('Delivery fee (₹)');
    expect(settings.metadatas.deliveryFee.edit.description).toMatch(/rupees/);
    expect(settings.metadatas.serviceablePincodes.edit.label).toBe('Pincodes we deliver to');
    expect(settings.settings.mainField).toBe('id'); // the header shows "Site settings", not the phone number

    const kooler = await configuration('api::kooler.kooler');
    expect(kooler.metadatas.price.edit).toMatchObject({ label: 'Price (₹)', placeholder: '100' });
    expect(kooler.metadatas.price.list.label).toBe('Price (₹)');
  });

  it('lists entries with their useful columns, in the order the site shows them, titled by their natural name', async () => {
    const faq = await configuration('api::faq.faq');
    expect(faq.layouts.list).toEqual(['order', 'question', 'answer']);
    expect(faq.settings).toMatchObject({ mainField: 'question', defaultSortBy: 'order', defaultSortOrder: 'ASC' });

    const articles = await configuration('api::article.article');
    expect(articles.settings).toMatchObject({ mainField: 'title', defaultSortBy: 'publishedOn', defaultSortOrder: 'DESC' });

    const components = await admin<{ component: Configuration }>('GET', '/content-manager/components/delivery.pincode/configuration');
    expect(components.component.settings.mainField).toBe('code');
  });

  it('keeps what an editor rearranged by hand across a restart, and the rest as the code says', async () => {
    const faq = await configuration('api::faq.faq');
    faq.layouts.list = ['question', 'order'];
    faq.metadatas.answer.edit.label = 'Our answer';
    faq.settings.defaultSortOrder = 'DESC';
    // The answer carries the relation fields' main field in their list settings, which the update refuses.
    for (const metadata of Object.values(faq.metadatas)) delete (metadata.list as { mainField?: unknown }).mainField;
    await admin('PUT', '/content-manager/content-types/api::faq.faq/configuration', {
      settings: faq.settings,
      metadatas: faq.metadatas,
      layouts: faq.layouts,
    });

    await cms.stop();
    cms = await bootCms();
    jwt = (
      (await (
        await fetch(`${cms.url}/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
        })
      ).json()) as { data: { token: string } }
    ).data.token;

    const after = await configuration('api::faq.faq');
    expect(after.layouts.list).toEqual(['question', 'order']);
    expect(after.metadatas.answer.edit.label).toBe('Our answer');
    expect(after.settings.defaultSortOrder).toBe('DESC');
    expect(after.metadatas.question.edit.label).toBe('Question');
    expect(after.settings.defaultSortBy).toBe('order');
  });
});
