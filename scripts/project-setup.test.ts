import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const readJson = (path: string) => JSON.parse(readFileSync(new URL(`../${path}`, import.meta.url), 'utf8'));

/** The Node.js of many Linux machines (Debian's is 20), if this one has it. */
function oldNode(): string | undefined {
  try {
    const version = execFileSync('/usr/bin/node', ['--version'], { encoding: 'utf8' }).trim();
    return Number(version.slice(1).split('.')[0]) < 24 ? '/usr/bin/node' : undefined;
  } catch {
    return undefined;
  }
}

/** check-node.mjs as a Node.js reporting `version` would run it. */
function checkAs(version: string) {
  return spawnSync(
    process.execPath,
    ['--import', `data:text/javascript,Object.defineProperty(process.versions,"node",{value:"${version}"})`, 'scripts/check-node.mjs'],
    { cwd: root, encoding: 'utf8' },
  );
}

const NEEDS = 'Koolers needs Node.js 24.7 or newer (it hashes passwords with crypto.argon2)';

describe('a newcomer’s Node.js', () => {
  it('an old Node.js gets one line naming the version needed and how to get it', () => {
    const run = checkAs('20.20.0');
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      `${NEEDS}; this is Node.js 20.20.0. Install it with \`nvm install\` (reads .nvmrc) or from https://nodejs.org, then run the command again.`,
    ]);
  });

  it('the floor is the first Node.js with crypto.argon2: 22.12 and 24.6 are refused, 24.7 passes', () => {
    expect(readJson('package.json').engines.node).toBe('>=24.7');
    for (const version of ['22.12.0', '24.6.0']) {
      const run = checkAs(version);
      expect({ version, status: run.status }).toEqual({ version, status: 1 });
      expect(run.stderr).toContain(NEEDS);
    }
    expect(checkAs('24.7.0').status).toBe(0);
  });

  it('this Node.js passes the check silently', () => {
    const run = spawnSync(process.execPath, ['scripts/check-node.mjs'], { cwd: root, encoding: 'utf8' });
    expect({ status: run.status, output: run.stdout + run.stderr }).toEqual({ status: 0, output: '' });
  });

  it.skipIf(!oldNode())('`npm start` under Node.js 20 stops at that line, before any TypeScript is loaded', () => {
    // Node.js 20 first on PATH, as on a machine that has only the distribution's: npm runs on it too.
    const run = spawnSync('npm', ['start'], { cwd: root, encoding: 'utf8', env: { ...process.env, PATH: `/usr/bin:${process.env.PATH}` } });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(NEEDS);
    expect(run.stderr).not.toContain('Unknown file extension');
  });

  it('`npm start`, `npm run dev` and `npm test` check first; `npm install` refuses an old Node.js (engine-strict)', () => {
    const { scripts } = readJson('package.json');
    for (const name of ['start', 'dev', 'test']) expect(scripts[name]).toMatch(/^node scripts\/check-node\.mjs && /);
    expect(readFileSync(new URL('../.npmrc', import.meta.url), 'utf8')).toMatch(/^engine-strict=true$/m);
  });
});

// Where each package is declared, and that each is used, is lint's part: .dependency-cruiser.cjs and knip.ts.
describe('dependencies', () => {
  it('every package is declared by a version, never by a tag that moves with each release ("latest")', () => {
    const manifests = ['package.json', ...readJson('package.json').workspaces.map((workspace: string) => `${workspace}/package.json`)];
    const tagged = manifests.flatMap((manifest) => {
      const { dependencies, devDependencies, optionalDependencies, peerDependencies } = readJson(manifest);
      const declared = Object.entries<string>({ ...dependencies, ...devDependencies, ...optionalDependencies, ...peerDependencies });
      return declared.filter(([, version]) => /^[a-z]/i.test(version)).map(([name, version]) => `${manifest}: ${name} ${version}`);
    });
    expect(tagged).toEqual([]);
  });

  it('what the CMS needs in production though no runtime file imports it is a dependency, not left out by --omit=dev', () => {
    const neededWithoutImport = {
      // Strapi loads the plugins and the upload provider its package.json and config/plugins.ts name.
      '@strapi/plugin-users-permissions': 'cms',
      '@strapi/provider-upload-local': 'cms',
      // Strapi's knex loads the driver of config/database.ts's client.
      'better-sqlite3': 'cms',
      pg: 'cms',
      // Peers of Strapi's admin panel, which `strapi build` bundles in the production image.
      'react-dom': 'cms',
      'styled-components': 'cms',
      // `strapi build` type-checks the server code in the image and refuses to emit without pdfkit's types.
      '@types/pdfkit': 'cms',
    };
    const misplaced = Object.entries(neededWithoutImport).filter(
      ([name, workspace]) => !readJson(`${workspace}/package.json`).dependencies[name],
    );
    expect(misplaced).toEqual([]);
  });

  it('every install script of the tree is decided in package.json (allowScripts)', () => {
    const listed = spawnSync('npm', ['install-scripts', 'ls'], { cwd: root, encoding: 'utf8' });
    expect(listed.stdout.trim()).toBe('No packages with unreviewed install scripts.');
  }, 120_000);
});
