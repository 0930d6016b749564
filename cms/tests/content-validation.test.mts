import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootCms, createTestEnv, type RunningCms, type TestEnv } from './harness.mts';

type Doc = { documentId: string; [field: string]: unknown };

describe('Strapi refuses content the site or the API could not use (real Strapi, SQLite)', () => {
  let env: TestEnv;
  let cms: RunningCms;
  let token: string;

  const documents = (uid: string) =>
    cms.strapi.documents(uid as never) as unknown as {
      findFirst(params: object): Promise<Doc | null>;
      update(params: object): Promise<Doc>;
      publish(params: object): Promise<unknown>;
    };
  const refusal = async (action: Promise<unknown>) => {
    const error = await action.then(
      () => null,
      (caught: { name: string; message: string; details?: { errors: { path: string[]; message: string }[] } }) => caught,
    );
    expect(error, 'the change was accepted').not.toBeNull();
    return error as { name: string; message: string; details: { errors: { path: string[]; message: string }[] } };
  };

  beforeAll(async () => {
    env = createTestEnv();
    cms = await bootCms();
    const created = await cms.strapi.service('admin::api-token').create({ name: 'validation test', type: 'full-access', lifespan: null });
    token = created.accessKey;
  });

  afterAll(async () => {
    await cms?.stop();
    env?.cleanup();
  });

  it('refuses a kooler price of ₹0 on save, naming the field as the editor sees it', async () => {
    const mango = await documents('api::kooler.kooler').findFirst({ filters: { slug: 'mango' }, status: 'draft' });
    const error = await refusal(documents('api::kooler.kooler').update({ documentId: mango?.documentId, data: { price: 0 } }));
    expect(error.name).toBe('ValidationError');
    expect(error.message).toBe('Price (₹): Must be more than ₹0.');
    expect(error.details.errors).toEqual([{ path: ['price'], message: 'Must be more than ₹0.', name: 'ValidationError' }]);
  });

  it('answers a REST publish of a price with three decimals with a 400 naming the field, and keeps the site’s price', async () => {
    const response = await fetch(`${cms.url}/api/diet-drinks?filters[slug][$eq]=cucumber-mint-cooler`);
    const [drink] = ((await response.json()) as { data: Doc[] }).data;
    const put = await fetch(`${cms.url}/api/diet-drinks/${drink.documentId}?status=published`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { price: 149.999 } }),
    });
    expect(put.status).toBe(400);
    const body = (await put.json()) as { error: { message: string } };
    expect(body.error.message).toBe('Price (₹): Can have at most two decimals (paise), e.g. 99.50.');
    const after = await fetch(`${cms.url}/api/diet-drinks/${drink.documentId}`);
    expect(((await after.json()) as { data: Doc }).data.price).toBe(drink.price);
  });

  it('publishes a valid REST change through the same checks', async () => {
    const response = await fetch(`${cms.url}/api/diet-drinks?filters[slug][$eq]=cucumber-mint-cooler`);
    const [drink] = ((await response.json()) as { data: Doc[] }).data;
    const put = await fetch(`${cms.url}/api/diet-drinks/${drink.documentId}?status=published`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { price: 159.5 } }),
    });
    expect(put.status).toBe(200);
    const after = await fetch(`${cms.url}/api/diet-drinks/${drink.documentId}`);
    expect(((await after.json()) as { data: Doc }).data.price).toBe(159.5);
  });

  it('refuses a product’s share title over 60 characters on save, saying why, and publishes one that fits', async () => {
    const response = await fetch(`${cms.url}/api/products?filters[slug][$eq]=virgin-coconut-oil`);
    const [oil] = ((await response.json()) as { data: Doc[] }).data;
    const put = (seo: object) =>
      fetch(`${cms.url}/api/products/${oil.documentId}?status=published`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ data: { seo } }),
      });
    const long = await put({ title: 'Virgin coconut oil, cold-pressed from fresh coconut milk in Navi Mumbai' });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: { message: string } }).error.message).toBe(
      'Search and sharing, Title: Has 71 characters: search results cut a title after about 60, so shorten it to 60 or fewer.',
    );

    const description = 'Cold-pressed virgin coconut oil for cooking, oil pulling and dry skin, from Konkan coconuts.';
    const fits = await put({ title: 'Virgin coconut oil, cold-pressed', description });
    expect(fits.status).toBe(200);
    const after = await fetch(`${cms.url}/api/products/${oil.documentId}`);
    expect(((await after.json()) as { data: Doc }).data.seo).toMatchObject({
      title: 'Virgin coconut oil, cold-pressed',
      description,
      shareImage: null,
    });
  });

  it('names the size of a product whose price is wrong', async () => {
    const product = await documents('api::product.product').findFirst({ status: 'draft', populate: { sizes: true } });
    const sizes = ((product?.sizes ?? []) as { label: string; mrp: number }[]).map(({ label, mrp }) => ({ label, mrp }));
    sizes[0].mrp = -10;
    const error = await refusal(documents('api::product.product').update({ documentId: product?.documentId, data: { sizes } }));
    expect(error.message).toBe('Sizes and prices, item 1, Price (₹): Must be more than ₹0.');
  });

  it('refuses a pincode listed twice, and one that is not six digits', async () => {
    const settings = documents('api::site-setting.site-setting');
    const draft = await settings.findFirst({ status: 'draft' });
    const twice = await refusal(
      settings.update({ documentId: draft?.documentId, data: { serviceablePincodes: [{ code: '400703' }, { code: '400703' }] } }),
    );
    expect(twice.message).toBe('Pincodes we deliver to, item 2, Pincode: Pincode “400703” is listed twice.');
    const short = await refusal(settings.update({ documentId: draft?.documentId, data: { serviceablePincodes: [{ code: '40070' }] } }));
    expect(short.message).toBe('Pincodes we deliver to, item 1, Pincode: Must be 6 digits, not starting with 0, e.g. 400703.');
  });

  it('will not publish a picture without alternative text, and names the picture and the field', async () => {
    const koolers = documents('api::kooler.kooler');
    const jamun = await koolers.findFirst({ filters: { slug: 'jamun' }, status: 'draft', populate: { image: true } });
    const image = jamun?.image as { id: number; name: string };
    await cms.strapi.db.query('plugin::upload.file').update({ where: { id: image.id }, data: { alternativeText: '' } });

    const error = await refusal(koolers.publish({ documentId: jamun?.documentId }));
    expect(error.message).toBe(
      `Picture: The picture “${image.name}” has no alternative text: open it in the Media Library, describe what it shows, then publish again.`,
    );

    await cms.strapi.db
      .query('plugin::upload.file')
      .update({ where: { id: image.id }, data: { alternativeText: 'A bottle of Jamun Kooler' } });
    await expect(koolers.publish({ documentId: jamun?.documentId })).resolves.toBeTruthy();
  });

  it('will not publish a menu item that leads nowhere', async () => {
    const navigation = documents('api::navigation.navigation');
    const draft = await navigation.findFirst({ status: 'draft' });
    const error = await refusal(
      navigation.update({ documentId: draft?.documentId, data: { menu: [{ name: 'Offers', link: null, subMenu: [] }] } }),
    );
    expect(error.message).toBe('Menu, item 1, Link: “Offers” needs a link or a sub-menu.');
  });
});
