# The production images (see docker-compose.yml): one target per service, each with only its own
# runtime dependencies (`npm install --omit=dev --workspace=<its workspace>`), no test tools, a
# non-root user and a health check. Node 24 runs the TypeScript sources directly (type stripping).
# `npm run check:images` checks on a machine without a container engine what can be checked: see
# README.md › Production.

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

# --- Strapi: its admin panel is built here, with the same runtime dependencies it then runs with
FROM manifests AS cms-build
RUN npm install --omit=dev --workspace=cms
COPY contracts/src contracts/src
COPY cms cms
RUN npm run build --workspace=cms

FROM manifests AS cms
RUN npm install --omit=dev --workspace=cms && npm cache clean --force
# Strapi writes its uploads, its .strapi and .tmp folders at run time: the app folder is the user's.
COPY --from=cms-build --chown=node:node /shop/cms /shop/cms
COPY contracts/src contracts/src
ENV HOST=0.0.0.0 PORT=1337 STRAPI_TELEMETRY_DISABLED=true
USER node
EXPOSE 1337
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:1337/_health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "cms/scripts/serve.mts"]

# --- the commerce API: Express, Kysely, pg, the Razorpay SDK
FROM manifests AS commerce-api
RUN npm install --omit=dev --workspace=commerce-api && npm cache clean --force
COPY contracts/src contracts/src
COPY commerce-api/src commerce-api/src
WORKDIR /shop/commerce-api
ENV HOST=0.0.0.0 PORT=4000
USER node
EXPOSE 4000
# Healthy when it answers 200: its database, Strapi and Razorpay are all reachable.
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:4000/api/health').then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))"]
CMD ["node", "src/server.ts"]

# --- the web front: builds the site from Strapi at start (Astro), serves it, proxies /api and /uploads
FROM manifests AS web
RUN npm install --omit=dev --workspace=site --workspace=web && npm cache clean --force
# Astro writes the builds (site/dist) and its caches (site/.astro, site/node_modules/.vite) at run time.
COPY contracts/src contracts/src
COPY --chown=node:node site site
COPY web/src web/src
RUN find web/src -name '*.test.ts' -delete
ENV PORT=8080 ASTRO_TELEMETRY_DISABLED=1
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "web/src/main.ts"]
