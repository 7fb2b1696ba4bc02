# syntax=docker/dockerfile:1
# The store in one image: the API server (TypeScript run by tsx) and the built web app it serves.
#   docker build -t storefront .
#   docker run --rm -p 3000:3000 -e DATABASE_URL=postgres://… -e REDIS_URL=redis://… storefront
# or `docker compose up` (compose.yaml: the store on PostgreSQL and Redis).

ARG NODE_IMAGE=node:20-bookworm-slim

# 0. The workspaces' manifests, all that `npm ci` reads (both install stages start from here).
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

# 1. Build the web app (needs the dev dependencies: vite, plugins).
FROM manifests AS web
RUN npm ci --no-audit --no-fund -w @storefront/web -w @storefront/contract --include-workspace-root
COPY tsconfig.base.json ./
COPY packages/contract packages/contract
COPY apps/web apps/web
RUN npm run build -w @storefront/web

# 2. The server's production dependencies only (no vite, no test tools, no browser).
FROM manifests AS deps
RUN npm ci --no-audit --no-fund --omit=dev -w @storefront/server -w @storefront/contract \
  && mkdir -p apps/server/node_modules packages/contract/node_modules

# 3. Runtime: non-root, tini as PID 1 (signals reach node, zombies are reaped), a health check on liveness.
FROM ${NODE_IMAGE} AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /data && chown node:node /data
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    DEMO=0
COPY --from=deps --chown=node:node /app/node_modules node_modules
COPY --from=deps --chown=node:node /app/apps/server/node_modules apps/server/node_modules
COPY --from=deps --chown=node:node /app/packages/contract/node_modules packages/contract/node_modules
COPY --chown=node:node package.json package-lock.json tsconfig.base.json ./
COPY --chown=node:node packages/contract packages/contract
COPY --chown=node:node apps/server/package.json apps/server/tsconfig.json apps/server/
COPY --chown=node:node apps/server/src apps/server/src
COPY --chown=node:node apps/server/scripts apps/server/scripts
COPY --from=web --chown=node:node /app/apps/web/dist apps/web/dist
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness only (/api/health never touches the database); readiness for a load balancer is /api/ready.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
# node itself, not npm: SIGTERM goes straight to the server, which drains and exits (SHUTDOWN_TIMEOUT_MS).
CMD ["node", "--import", "tsx", "apps/server/src/server.ts"]
