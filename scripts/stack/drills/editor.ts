/**
 * An editor's publish goes live: through the editors' door (the web front's port to Strapi's admin),
 * the drill's editor signs in (on a fresh stack, Strapi's first admin is created by the deploy-time
 * command and registers with the link it prints: open registration stays closed), changes the first
 * FAQ's answer and publishes it; the drill times until /faq on the shop shows it, then puts the answer
 * back (a second publish, also waited for). It does so PUBLISHES times in all, changing and putting
 * back in turn, for a median (issue 29: ≤ 5 s).
 */
import { containerOf, type Engine, execAsync } from '../engine.ts';
import { type DrillAccounts, saveDrillAccounts } from './drill-accounts.ts';
import type { ShopClient } from './http-client.ts';

const FAQ = 'api::faq.faq';

/** Publishes timed, half of them changes and half putting the answer back: the median is issue 29's. */
export const PUBLISHES = 10;

/** `liveMs`: each publish, from Publish until /faq shows it, in order (a change, then putting it back, …). */
export type PublishResult = { signInMs: number; liveMs: number[]; registrationClosed: boolean };

export async function publishGoesLive(engine: Engine, door: ShopClient, shop: ShopClient, accounts: DrillAccounts): Promise<PublishResult> {
  const signInStarted = Date.now();
  const init = (await door.get('/admin/init')).json<{ data: { hasAdmin: boolean } }>();
  if (!init.data.hasAdmin) {
    const email = `editor-${Date.now()}@stack-drill.koolers.in`;
    const created = await execAsync(engine, containerOf(engine, 'cms'), [
      'node',
      'cms/scripts/create-editor.mts',
      '--email',
      email,
      '--firstname',
      'Drill',
    ]);
    const token = /registrationToken=([\w-]+)/.exec(created.stdout)?.[1];
    if (!token) throw new Error(`create-editor printed no link: ${created.stdout}${created.stderr}`);
    const password = `Drill-${crypto.randomUUID()}`;
    const registered = await door.post('/admin/register', {
      registrationToken: token,
      userInfo: { firstname: 'Drill', lastname: 'Editor', password },
    });
    if (registered.status !== 200) throw new Error(`registering the first editor: ${registered.status} ${registered.text}`);
    accounts.editor = { email, password };
    saveDrillAccounts(accounts);
  }
  if (!accounts.editor)
    throw new Error(
      'Strapi has an admin the drills did not make: set up deploy/.stack-drill.json (editor email and password), or run on a fresh stack',
    );
  // Whoever reaches the door can never register themselves as the first admin.
  const openRegistration = await door.post('/admin/register-admin', {
    firstname: 'Mallory',
    email: 'mallory@evil.example',
    password: 'Mallory-12345',
  });
  const login = await door.post('/admin/login', accounts.editor);
  if (login.status !== 200) throw new Error(`editor sign-in: ${login.status} ${login.text}`);
  const token = login.json<{ data: { token: string } }>().data.token;
  const signInMs = Date.now() - signInStarted;
  const auth = { authorization: `Bearer ${token}` };

  const list = await door.get(`/content-manager/collection-types/${FAQ}?page=1&pageSize=1&sort=order:ASC`, auth);
  if (list.status !== 200) throw new Error(`the FAQ list: ${list.status} ${list.text.slice(0, 200)}`);
  const faq = list.json<{ results: { documentId: string; answer: string }[] }>().results[0];
  if (!faq) throw new Error('Strapi has no FAQ to change');
  // One word, so the page's typesetting (no-break spaces between short words) leaves it whole; a
  // marker left by an interrupted run is taken off.
  const original = faq.answer.replace(/\s*stack-drill-\d+/g, '');
  const marker = `stack-drill-${Date.now()}`;

  const publish = async (answer: string) => {
    const saved = await door.send('PUT', `/content-manager/collection-types/${FAQ}/${faq.documentId}`, { answer }, auth);
    if (saved.status !== 200) throw new Error(`saving the FAQ: ${saved.status} ${saved.text.slice(0, 200)}`);
    const published = await door.post(`/content-manager/collection-types/${FAQ}/${faq.documentId}/actions/publish`, {}, auth);
    if (published.status !== 200) throw new Error(`publishing the FAQ: ${published.status} ${published.text.slice(0, 200)}`);
  };
  /** From the publish until /faq shows it. */
  const publishAndWait = async (answer: string, shows: (html: string) => boolean, timeoutMs = 180_000) => {
    const started = Date.now();
    await publish(answer);
    while (Date.now() - started < timeoutMs) {
      if (shows((await shop.get('/faq')).text)) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the published change was not on /faq after ${timeoutMs / 1000} s`);
  };

  const liveMs: number[] = [];
  for (let round = 0; round < PUBLISHES / 2; round++) {
    const changed = `${marker}-${round}`;
    liveMs.push(await publishAndWait(`${original} ${changed}`, (html) => html.includes(changed)));
    liveMs.push(await publishAndWait(original, (html) => !html.includes(changed)));
  }
  return { signInMs, liveMs, registrationClosed: openRegistration.status === 403 };
}
