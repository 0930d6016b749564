# The production images of deploy/compose.yml: one target per service, each with only its own runtime
# dependencies, installed once (`npm install --omit=dev --workspace=<its workspaces>`), no test
# sources or tools (.dockerignore), a non-root user that owns only the folders the service writes at
# run time, and a health check. Node 24 runs the TypeScript sources directly (type stripping).
# Build with the docker image format (podman: BUILDAH_FORMAT=docker), or podman drops HEALTHCHECK;
# `npm run stack:up` does.

# --- what every target starts from: Node 24, the workspace manifests and the lockfile
FROM node:24-bookworm-slim AS manifests
WORKDIR /shop
ENV NODE_ENV=production NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
COPY package.json package-lock.json .npmrc ./
COPY contracts/package.json contracts/
COPY cms/package.json cms/
COPY commerce-api/package.json commerce-api/
COPY site/package.json site/
COPY web/package.json web/
COPY scripts/package.json scripts/

# --- Strapi: its dependencies once; the admin panel and the server code are compiled from them
FROM manifests AS cms-dependencies
RUN npm install --omit=dev --workspace=cms && npm cache clean --force

FROM cms-dependencies AS cms-build
COPY contracts/src contracts/src
COPY cms cms
RUN npm run build --workspace=cms

FROM cms-dependencies AS cms
COPY contracts/src contracts/src
COPY --from=cms-build /shop/cms/dist cms/dist
COPY cms/package.json cms/favicon.png cms/
COPY cms/seed cms/seed
COPY cms/database cms/database
COPY cms/scripts/serve.mts cms/scripts/create-editor.mts cms/scripts/
# The code stays root's; Strapi writes only the uploads (a volume) and its temporary upload folder.
RUN install -d -o node -g node cms/public cms/public/uploads cms/.tmp
ENV HOST=0.0.0.0 PORT=1337 STRAPI_TELEMETRY_DISABLED=true CMS_PRECOMPILED=true
USER node
EXPOSE 1337
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:1337/_health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "cms/scripts/serve.mts"]

# --- the commerce API: Express, Kysely, pg, the Razorpay SDK. It writes nothing to its own disk.
FROM manifests AS commerce-api
RUN npm install --omit=dev --workspace=commerce-api && npm cache clean --force
COPY contracts/src contracts/src
COPY commerce-api/src commerce-api/src
WORKDIR /shop/commerce-api
ENV HOST=0.0.0.0 PORT=4000 METRICS_PORT=9464
USER node
EXPOSE 4000 9464
# Healthy when it answers 200: its database, Strapi and Razorpay are all reachable.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:4000/api/health').then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))"]
CMD ["node", "src/server.ts"]

# --- the web front: serves the last good build of the site at once, rebuilds it from Strapi (Astro)
FROM manifests AS web
RUN npm install --omit=dev --workspace=site --workspace=web && npm cache clean --force
COPY contracts/src contracts/src
COPY site site
COPY web/src web/src
# The code stays root's. Astro writes the builds (site/dist, a volume, and the preview's), its
# content store (site/.astro), its picture cache (site/node_modules/.astro, a volume) and Vite's.
RUN install -d -o node -g node site/dist site/dist-preview site/.astro \
      site/node_modules/.astro site/node_modules/.astro-preview site/node_modules/.vite
ENV HOST=0.0.0.0 PORT=8080 EDITORS_PORT=8081 ASTRO_TELEMETRY_DISABLED=1
USER node
EXPOSE 8080 8081
# Healthy once it serves a build (the last good one, from its volume, within seconds of a restart).
HEALTHCHECK --interval=10s --timeout=5s --start-period=180s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "web/src/main.ts"]

# --- offline mode only: the Razorpay and messaging sandboxes and the mail sink (deploy/compose.offline.yml)
FROM manifests AS offline
RUN npm install --omit=dev --workspace=scripts && npm cache clean --force
COPY scripts/razorpay-sandbox scripts/razorpay-sandbox
COPY scripts/messaging-sandbox scripts/messaging-sandbox
COPY scripts/lib/sandbox-process.ts scripts/lib/
COPY scripts/stack/mail-sink.ts scripts/stack/
USER node
EXPOSE 4010 2525 8025
CMD ["node", "scripts/razorpay-sandbox/server.ts"]
