# syntax=docker/dockerfile:1
# Sufra's container image (ADR 1338): the release folder of `npm run release` — the same build
# `npm test` starts against its own PostgreSQL — on Node 24, as a non-root user. Give it a
# DATABASE_URL (deploy/compose.yaml has a PostgreSQL, two instances and Caddy for TLS).

# Build: every dependency (the web build needs the dev ones), then the release folder.
FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY packages/contract/package.json packages/contract/
COPY tests/e2e/package.json tests/e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run release -- /release/sufra

# Run: the release only (production dependencies), owned by root, run by `node`.
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/sufra \
    SEED_DEMO=false
WORKDIR /app
COPY --from=build /release/sufra /app
RUN mkdir -p /var/lib/sufra && chown node:node /var/lib/sufra
USER node
EXPOSE 3000
# Liveness: the process answers. Readiness (/readyz, the database) is the balancer's check.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains in at most 7 s (ADR 740): the default 10 s stop timeout is enough.
CMD ["node", "apps/server/src/server.ts"]
