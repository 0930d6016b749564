/**
 * `npm run stack:editor -- --email editor@example.in [--firstname …] [--lastname …]`: Strapi's first
 * admin, created at deploy time inside the cms container (cms/scripts/create-editor.mts), which prints
 * a one-time link where they choose their password. Strapi never offers open registration.
 */
import { containerOf, detectEngine, exec } from './engine.ts';

const engine = detectEngine();
const result = exec(engine, containerOf(engine, 'cms'), ['node', 'cms/scripts/create-editor.mts', ...process.argv.slice(2)]);
process.stdout.write(result.stdout);
process.stderr.write(
  result.stderr
    .split('\n')
    .filter((line) => !/^\s*$/.test(line) && !line.includes('"level"'))
    .join('\n'),
);
process.exit(result.status);
