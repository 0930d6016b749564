// Runs before `npm start`, `npm run dev` and `npm test`, in plain JavaScript that any Node.js can
// read: on a Node.js too old for the shop's TypeScript sources it stops with one line saying what
// to install, instead of a stack trace ("Unknown file extension .ts"). `npm install` refuses early
// too (.npmrc: engine-strict). The range is package.json's `engines.node`: passwords are hashed with
// `crypto.argon2`, which Node.js has only from 24.7, so an older one fails at a shopper's first login.
import { readFileSync } from 'node:fs';

const range = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node;
const [needMajor, needMinor = 0] = range
  .replace(/^>=\s*/, '')
  .split('.')
  .map(Number);
const [major, minor] = process.versions.node.split('.').map(Number);

if (major < needMajor || (major === needMajor && minor < needMinor)) {
  console.error(
    `Koolers needs Node.js ${range.replace(/^>=\s*/, '')} or newer (it hashes passwords with crypto.argon2); this is Node.js ${process.versions.node}. ` +
      'Install it with `nvm install` (reads .nvmrc) or from https://nodejs.org, then run the command again.',
  );
  process.exit(1);
}
