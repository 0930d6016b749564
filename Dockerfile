# One image recipe for the production stack (see docker-compose.yml); each service is a target.
# Node 24 runs the TypeScript sources directly (type stripping), so only Strapi's admin is built.
FROM node:24-bookworm-slim AS deps
WORKDIR /shop
COPY package.json package-lock.json ./
COPY cms/package.json cms/
COPY commerce-api/package.json commerce-api/
COPY site/package.json site/
COPY scripts/package.json scripts/
RUN npm install --no-audit --no-fund
COPY . .

FROM deps AS cms
ENV NODE_ENV=production HOST=0.0.0.0 PORT=1337 STRAPI_TELEMETRY_DISABLED=true
RUN npm run build -w cms
EXPOSE 1337
CMD ["node", "cms/scripts/serve.mts"]

FROM deps AS commerce-api
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000
WORKDIR /shop/commerce-api
EXPOSE 4000
CMD ["node", "src/server.ts"]

FROM deps AS web
ENV NODE_ENV=production PORT=8080 ASTRO_TELEMETRY_DISABLED=1
EXPOSE 8080
CMD ["node", "scripts/web.ts"]
