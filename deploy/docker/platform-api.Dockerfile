# platform-api: Fastify on Node 20, run from its TypeScript sources with tsx (as in development).
# Build from the repository root: docker build -f deploy/docker/platform-api.Dockerfile .
FROM node:20.20-bookworm-slim AS deps
# better-sqlite3 compiles when no prebuilt binary fits the platform.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
RUN npm install --global pnpm@10.34.9
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY shared-contracts/package.json shared-contracts/
COPY platform-api/package.json platform-api/
RUN pnpm install --frozen-lockfile --filter "@mobile/platform-api..."
COPY tsconfig.base.json ./
COPY shared-contracts shared-contracts
COPY platform-api platform-api

FROM node:20.20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000
WORKDIR /app
COPY --from=deps --chown=node:node /app /app
# The image's unprivileged user; nothing in /app is writable by it except what it owns.
USER node
WORKDIR /app/platform-api
EXPOSE 4000
# Liveness only: readiness (database reachable) is /readyz, for the load balancer.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:4000/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: stops taking requests, finishes those in flight (up to 20 s), closes the database.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "src/main.ts"]
