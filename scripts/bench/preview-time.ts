/**
 * Draft → preview: how long after an editor saves a draft the Preview panel's page shows it
 * (Strapi webhook → build of the site from the drafts → page served), measured on a running shop the
 * way the admin panel does it: the preview address from Strapi's preview endpoint, each draft saved
 * through the Content Manager's API. The live /faq is read after each sample: it must not show it.
 */
type Urls = { cms: string; site: string };
type Admin = { email: string; password: string; firstname: string };

export type PreviewTimes = {
  /** Opening the preview when nobody previewed for a while: the drafts' build runs first. */
  firstOpenSeconds: number;
  /** Each saved draft until its preview page shows it. */
  draftToPreviewSeconds: number[];
  liveShowsDraft: boolean;
};

export async function measurePreview(urls: Urls, admin: Admin, samples = 3): Promise<PreviewTimes> {
  const jwt = await adminSession(urls.cms, admin);
  // biome-ignore lint/suspicious/noExplicitAny: the Content Manager's answers, read for a few fields
  const call = async (method: string, path: string, body?: unknown): Promise<any> => {
    const response = await fetch(`${urls.cms}${path}`, {
      method,
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  const faqs = await call('GET', '/content-manager/collection-types/api::faq.faq?page=1&pageSize=1&sort=order:ASC');
  const faq = faqs.results[0] as { documentId: string; question: string; answer: string };
  // Only the field that changes: the list's own fields (`status: "modified"` after a first run) are refused.
  const saveAnswer = (answer: string) => call('PUT', `/content-manager/collection-types/api::faq.faq/${faq.documentId}`, { answer });
  const preview = await call('GET', `/content-manager/preview/url/api::faq.faq?documentId=${faq.documentId}&status=draft`);
  const previewUrl = preview.data.url as string;

  let started = performance.now();
  const first = await fetch(previewUrl);
  if (!first.ok) throw new Error(`the preview answered ${first.status}`);
  const firstOpenSeconds = (performance.now() - started) / 1000;

  const draftToPreviewSeconds: number[] = [];
  let liveShowsDraft = false;
  try {
    for (let sample = 1; sample <= samples; sample++) {
      const marker = `Draft answer (bench ${sample}, ${Date.now()}).`;
      await saveAnswer(marker);
      started = performance.now();
      draftToPreviewSeconds.push(await secondsUntilShown(previewUrl, marker, started));
      if ((await (await fetch(`${urls.site}/faq`)).text()).includes(marker)) liveShowsDraft = true;
    }
  } finally {
    // The draft as it was, so what runs after sees the published answer only.
    await saveAnswer(faq.answer);
  }
  return { firstOpenSeconds, draftToPreviewSeconds, liveShowsDraft };
}

async function secondsUntilShown(url: string, marker: string, started: number): Promise<number> {
  while (performance.now() - started < 120_000) {
    if ((await (await fetch(url)).text()).includes(marker)) return (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('a saved draft did not show in its preview within 120 s');
}

async function adminSession(cmsUrl: string, admin: Admin): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${cmsUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  let answer = await post('/admin/register-admin', admin);
  if (!answer.ok) answer = await post('/admin/login', { email: admin.email, password: admin.password });
  if (!answer.ok) throw new Error(`Strapi admin sign-in answered ${answer.status}`);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}
