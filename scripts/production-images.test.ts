import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * What can be checked of the production stack without a container engine (none runs on the
 * development machines): the compose file, the Dockerfile's targets. `npm run check:images` goes
 * further (each target's install and its entry point in production mode).
 */
const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const compose = parse(read('docker-compose.yml'), { strict: true }) as {
  services: Record<string, { build?: { target: string }; environment?: Record<string, string>; deploy?: { replicas?: number } }>;
};

/** The Dockerfile's stages: name → its instructions. */
function stages(dockerfile: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const stage of dockerfile.split(/^(?=FROM )/m).slice(1)) {
    const name = /^FROM \S+ AS (\S+)/.exec(stage)?.[1];
    if (name) found.set(name, stage);
  }
  return found;
}

describe('docker-compose.yml', () => {
  it('parses, and builds every service from a target of the Dockerfile', () => {
    const targets = stages(read('Dockerfile'));
    const built = Object.entries(compose.services).filter(([, service]) => service.build);
    expect(built.map(([name]) => name).sort()).toEqual(['cms', 'commerce-api', 'web']);
    for (const [, service] of built) expect(targets.has(service.build?.target ?? '')).toBe(true);
  });

  it('runs two API replicas and gives them the mail, UPI and proxy settings production requires', () => {
    const api = compose.services['commerce-api'];
    expect(api?.deploy?.replicas).toBe(2);
    for (const name of ['SMTP_URL', 'UPI_ID', 'SHOP_EMAIL', 'MAIL_FROM', 'TRUST_PROXY_HOPS', 'DATABASE_URL', 'SITE_ORIGIN']) {
      expect(api?.environment, name).toHaveProperty(name);
    }
    expect(api?.environment?.DATABASE_URL).toMatch(/^postgres:\/\//);
    expect(api?.environment).not.toHaveProperty('RAZORPAY_API_URL');
  });
});

describe('Dockerfile', () => {
  const targets = stages(read('Dockerfile'));
  const workspaces: Record<string, string[]> = { cms: ['cms'], 'commerce-api': ['commerce-api'], web: ['site', 'web'] };

  it.each(Object.entries(workspaces))('%s: only its own runtime dependencies, a non-root user and a health check', (target, own) => {
    const stage = targets.get(target) ?? '';
    const install = /RUN npm install ([^&\n]*)/.exec(stage)?.[1] ?? '';
    expect(install).toContain('--omit=dev');
    expect([...install.matchAll(/--workspace=(\S+)/g)].map((match) => match[1])).toEqual(own);
    expect(stage).toMatch(/^USER node$/m);
    expect(stage).toMatch(/^HEALTHCHECK /m);
    expect(stage).toMatch(/^CMD \["node", /m);
  });

  it('every stage starts from the manifests stage on Node 24, which copies no source', () => {
    const manifests = targets.get('manifests') ?? '';
    expect(manifests).toMatch(/^FROM node:24-/m);
    expect(manifests.match(/^COPY .*/gm)?.every((line) => /package(-lock)?\.json|\.npmrc/.test(line))).toBe(true);
  });
});
