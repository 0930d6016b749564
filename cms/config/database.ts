import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

// Compiled to dist/config/database.js, so the cms/ folder is two levels up.
const cmsDir = path.resolve(__dirname, '..', '..');

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (client === 'postgres') {
    // DATABASE_URL, when given, names everything; its parts are repeated so Strapi's start-up banner
    // shows the database really used (not the DATABASE_NAME default).
    const databaseUrl = env('DATABASE_URL', '');
    const url = databaseUrl ? new URL(databaseUrl) : null;
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: databaseUrl || undefined,
          host: url?.hostname || env('DATABASE_HOST', 'localhost'),
          port: url?.port ? Number(url.port) : env.int('DATABASE_PORT', 5432),
          database: url ? decodeURIComponent(url.pathname.slice(1)) : env('DATABASE_NAME', 'koolers'),
          user: url ? decodeURIComponent(url.username) : env('DATABASE_USERNAME', 'koolers'),
          password: url ? decodeURIComponent(url.password) : env('DATABASE_PASSWORD', 'koolers'),
          ssl: env.bool('DATABASE_SSL', false) && {
            key: env('DATABASE_SSL_KEY', undefined),
            cert: env('DATABASE_SSL_CERT', undefined),
            ca: env('DATABASE_SSL_CA', undefined),
            capath: env('DATABASE_SSL_CAPATH', undefined),
            cipher: env('DATABASE_SSL_CIPHER', undefined),
            rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
          },
          schema: env('DATABASE_SCHEMA', 'public'),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }

  if (client !== 'sqlite') {
    throw new Error(`Unsupported DATABASE_CLIENT "${client}" (use "sqlite" or "postgres")`);
  }

  // Relative paths are relative to cms/; absolute paths are used as they are.
  const filename = path.resolve(cmsDir, env('DATABASE_FILENAME', 'data/koolers.db'));
  fs.mkdirSync(path.dirname(filename), { recursive: true });

  return {
    connection: {
      client: 'sqlite',
      connection: { filename },
      useNullAsDefault: true,
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
    },
  };
};

export default config;
