import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootCms, createTestEnv, type RunningCms, type TestEnv } from './harness.mts';

const OWNER = { email: 'owner@koolers.in', password: 'Coconut-Owner-2026', firstname: 'Meera' };
const FAQ = '/content-manager/collection-types/api::faq.faq';

type Answer = { status: number; body: { data?: unknown; error?: { message: string } } };

describe('Editor and Author roles (real Strapi, admin API)', () => {
  let env: TestEnv;
  let cms: RunningCms;
  let owner: string;

  const call = async (jwt: string, method: string, path: string, body?: unknown): Promise<Answer> => {
    const response = await fetch(`${cms.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: response.status === 204 ? {} : ((await response.json()) as Answer['body']) };
  };
  const ok = async (answer: Promise<Answer>) => {
    const { status, body } = await answer;
    expect(status, JSON.stringify(body).slice(0, 500)).toBeLessThan(300);
    return body.data as Record<string, unknown>;
  };
  const roleId = async (code: string) => {
    const roles = (await ok(call(owner, 'GET', '/admin/roles'))) as unknown as { id: number; code: string }[];
    return roles.find((role) => role.code === code)?.id as number;
  };
  /** Invites someone with a role, as Settings › Users › Invite new user does, and signs them up. */
  const invite = async (code: string, email: string): Promise<string> => {
    const user = await ok(call(owner, 'POST', '/admin/users', { firstname: 'Asha', lastname: 'Rao', email, roles: [await roleId(code)] }));
    const registered = await fetch(`${cms.url}/admin/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        registrationToken: user.registrationToken,
        userInfo: { firstname: 'Asha', lastname: 'Rao', password: 'Coconut-Editor-2026' },
      }),
    });
    return ((await registered.json()) as { data: { token: string } }).data.token;
  };
  const firstFaq = async (jwt: string) => {
    const { body } = await call(jwt, 'GET', `${FAQ}?page=1&pageSize=1&sort=order:ASC`);
    return (body as { results: { documentId: string }[] }).results[0]?.documentId;
  };

  beforeAll(async () => {
    env = createTestEnv();
    cms = await bootCms();
    const registered = await fetch(`${cms.url}/admin/register-admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(OWNER),
    });
    owner = ((await registered.json()) as { data: { token: string } }).data.token;
  });

  afterAll(async () => {
    await cms?.stop();
    env?.cleanup();
  });

  it('lets an Editor change and publish content, and keeps them out of users, roles, webhooks, API tokens and settings', async () => {
    const editor = await invite('strapi-editor', 'editor@koolers.in');
    const documentId = await firstFaq(editor);
    expect(documentId).toBeTruthy();
    await ok(call(editor, 'PUT', `${FAQ}/${documentId}`, { answer: 'Three days in the fridge.' }));
    await ok(call(editor, 'POST', `${FAQ}/${documentId}/actions/publish`, {}));
    const published = (await (await fetch(`${cms.url}/api/faqs/${documentId}`)).json()) as { data: { answer: string } };
    expect(published.data.answer).toBe('Three days in the fridge.');

    for (const path of [
      '/admin/users',
      '/admin/roles',
      '/admin/webhooks',
      '/admin/api-tokens',
      '/admin/transfer/tokens',
      '/upload/settings',
    ]) {
      expect({ path, status: (await call(editor, 'GET', path)).status }).toEqual({ path, status: 403 });
    }
  });

  it('lets an Editor translate an entry into Marathi and publish it, leaving the English as it was', async () => {
    const editor = await invite('strapi-editor', 'translator@koolers.in');
    const documentId = await firstFaq(editor);
    const answer = 'फ्रिजमध्ये तीन दिवस.';
    await ok(call(editor, 'PUT', `${FAQ}/${documentId}?locale=mr`, { question: 'कूलर किती दिवस टिकतो?', answer }));
    await ok(call(editor, 'POST', `${FAQ}/${documentId}/actions/publish?locale=mr`, {}));
    const inMarathi = (await (await fetch(`${cms.url}/api/faqs/${documentId}?locale=mr`)).json()) as { data: { answer: string } };
    expect(inMarathi.data.answer).toBe(answer);
    const inEnglish = (await (await fetch(`${cms.url}/api/faqs/${documentId}`)).json()) as { data: { answer: string } };
    expect(inEnglish.data.answer).toBe('Three days in the fridge.');
  });

  it('lets an Author write a draft of any entry, but not publish or delete it', async () => {
    const author = await invite('strapi-author', 'author@koolers.in');
    const documentId = await firstFaq(author);
    await ok(call(author, 'PUT', `${FAQ}/${documentId}`, { answer: 'Draft by an author.' }));
    expect((await call(author, 'POST', `${FAQ}/${documentId}/actions/publish`, {})).status).toBe(403);
    expect((await call(author, 'DELETE', `${FAQ}/${documentId}`)).status).toBe(403);
    const live = (await (await fetch(`${cms.url}/api/faqs/${documentId}`)).json()) as { data: { answer: string } };
    expect(live.data.answer).toBe('Three days in the fridge.');
  });

  it('leaves a permission the owner took away from the Editor role taken away after a restart', async () => {
    const id = await roleId('strapi-editor');
    const permissions = (await ok(call(owner, 'GET', `/admin/roles/${id}/permissions`))) as unknown as {
      action: string;
      subject: string;
    }[];
    const withoutFaqDelete = permissions
      .filter((permission) => !(permission.action === 'plugin::content-manager.explorer.delete' && permission.subject === 'api::faq.faq'))
      .map(({ id: _id, ...permission }: { id?: number; action: string; subject: string }) => permission);
    expect(withoutFaqDelete.length).toBe(permissions.length - 1);
    await ok(call(owner, 'PUT', `/admin/roles/${id}/permissions`, { permissions: withoutFaqDelete }));

    await cms.stop();
    cms = await bootCms();
    const login = await fetch(`${cms.url}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: OWNER.email, password: OWNER.password }),
    });
    owner = ((await login.json()) as { data: { token: string } }).data.token;
    const after = (await ok(call(owner, 'GET', `/admin/roles/${id}/permissions`))) as unknown as { action: string; subject: string }[];
    expect(after.length).toBe(withoutFaqDelete.length);
  });
});
