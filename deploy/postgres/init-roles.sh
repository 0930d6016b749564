#!/usr/bin/env bash
# First start of an empty PostgreSQL only (docker-entrypoint-initdb.d): one least-privilege role per
# use, and the superuser for nothing else.
#   koolers_cms         owns the koolers_cms database (Strapi creates and migrates its own tables)
#   koolers_migrations  owns the koolers database: the commerce API's migrations (tables, triggers)
#   koolers_api         the commerce API at run time: reads and writes rows, never changes the schema
#                       (so it can neither drop a table nor switch off the audit log's triggers)
# Neither application role can connect to the other's database.
set -euo pipefail
psql -v ON_ERROR_STOP=1 --no-psqlrc --username "$POSTGRES_USER" --dbname "${POSTGRES_DB:-$POSTGRES_USER}" \
  -v cms_password="$CMS_DATABASE_PASSWORD" \
  -v migrations_password="$API_MIGRATIONS_DATABASE_PASSWORD" \
  -v api_password="$API_DATABASE_PASSWORD" <<'SQL'
CREATE ROLE koolers_cms LOGIN PASSWORD :'cms_password';
CREATE ROLE koolers_migrations LOGIN PASSWORD :'migrations_password';
CREATE ROLE koolers_api LOGIN PASSWORD :'api_password';

CREATE DATABASE koolers_cms OWNER koolers_cms;
CREATE DATABASE koolers OWNER koolers_migrations;
REVOKE ALL ON DATABASE koolers_cms FROM PUBLIC;
REVOKE ALL ON DATABASE koolers FROM PUBLIC;
GRANT CONNECT ON DATABASE koolers_cms TO koolers_cms;
GRANT CONNECT ON DATABASE koolers TO koolers_migrations, koolers_api;

\connect koolers
ALTER SCHEMA public OWNER TO koolers_migrations;
REVOKE ALL ON SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA public TO koolers_api;
-- Every table and sequence the migrations create: rows for the API, nothing more.
ALTER DEFAULT PRIVILEGES FOR ROLE koolers_migrations IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO koolers_api;
ALTER DEFAULT PRIVILEGES FOR ROLE koolers_migrations IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO koolers_api;

\connect koolers_cms
ALTER SCHEMA public OWNER TO koolers_cms;
REVOKE ALL ON SCHEMA public FROM PUBLIC;
SQL
