/**
 * Creates the first Strapi admin (Super Admin) at deploy time, so the admin panel never offers open
 * registration to whoever reaches it first. Prints a one-time registration link where the editor
 * chooses their own password; more editors are then invited from Strapi's Settings › Users.
 * Refuses when Strapi already has an admin (or an invitation).
 *
 *   node cms/scripts/create-editor.mts --email editor@koolers.in [--firstname Asha] [--lastname Rao]
 *   (in the stack: npm run stack:editor -- --email …)
 *
 * The link starts with CMS_ADMIN_URL (where editors reach the admin panel).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { email: { type: 'string' }, firstname: { type: 'string' }, lastname: { type: 'string' } } });
const email = values.email?.trim().toLowerCase();
if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
  console.error('Usage: create-editor.mts --email editor@example.in [--firstname Asha] [--lastname Rao]');
  process.exit(2);
}

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(appDir);
process.env.ENV_PATH ??= path.join(appDir, '.env');
process.env.STRAPI_TELEMETRY_DISABLED ??= 'true';
// Only this command's own lines: Strapi's start-up log would bury the link.
process.env.STRAPI_LOG_LEVEL = 'error';

const require = createRequire(import.meta.url);
const { compileStrapi, createStrapi } = require('@strapi/strapi') as typeof import('@strapi/strapi');
const ctx = process.env.CMS_PRECOMPILED === 'true' ? { appDir, distDir: path.join(appDir, 'dist') } : await compileStrapi({ appDir });
const app = await createStrapi({ ...ctx, autoReload: false, serveAdminPanel: false }).load();

let exitCode = 0;
try {
  const users = app.service('admin::user');
  if (await users.exists()) {
    console.error('Strapi already has an admin: invite more editors from Settings › Users in the admin panel.');
    exitCode = 1;
  } else {
    const superAdmin = await app.service('admin::role').getSuperAdmin();
    const user = await users.create({
      email,
      firstname: values.firstname ?? email.split('@')[0],
      lastname: values.lastname ?? '',
      roles: [superAdmin.id],
      isActive: false,
    });
    const adminUrl = (process.env.CMS_ADMIN_URL || `http://127.0.0.1:${process.env.PORT ?? 1337}/admin`).replace(/\/+$/, '');
    console.log(`Strapi's first admin is ${email}. Open this link once to choose a password:`);
    console.log(`${adminUrl}/auth/register?registrationToken=${user.registrationToken}`);
  }
} finally {
  await app.destroy();
}
process.exit(exitCode);
