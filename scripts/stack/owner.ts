/**
 * `npm run stack:owner -- --email owner@example.in`: the order desk's first owner, created inside a
 * commerce API container (`npm run admin:create` there), which prints a one-time setup link.
 */
import { containerOf, detectEngine, exec } from './engine.ts';

const engine = detectEngine();
const result = exec(engine, containerOf(engine, 'commerce-api'), [
  'npm',
  '--prefix',
  '/shop',
  'run',
  '--silent',
  'admin:create',
  '--',
  ...process.argv.slice(2),
]);
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exit(result.status);
