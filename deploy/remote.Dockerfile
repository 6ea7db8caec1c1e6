# One remote (REMOTE=games|member|wallet|agent, a compose build arg): its production build served by nginx
# from its own origin (deploy/nginx/remote.conf: CORS, immutable hashed files, revalidated remoteEntry.js
# and mf-manifest.json, gzip and brotli as built). Build context: the repository root (docker-compose.yml
# sets it and the arg), e.g. `docker build -f deploy/remote.Dockerfile --build-arg REMOTE=games .`

FROM node:24.21-bookworm-slim AS build
ARG REMOTE
WORKDIR /app
# pnpm as `npm start` gets it (scripts/ensure-pnpm.sh): corepack leaves Node after 24.
RUN npm install --global --no-fund --no-audit pnpm@10.34.9
COPY . .
# Without the arg (or with a name that is no remote) the build stops here, not at an empty image.
RUN test -n "$REMOTE" && test -f "remote-$REMOTE/package.json"
# The whole workspace: the build uses the root toolchain (TypeScript, SWC) and tools/build.
RUN pnpm install --frozen-lockfile && pnpm --filter "./remote-$REMOTE" run build

FROM debian:bookworm-slim AS runtime
ARG REMOTE
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
    libnginx-mod-http-brotli-filter curl \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled /etc/nginx/conf.d/* \
  && useradd --system --uid 10001 --no-create-home --shell /usr/sbin/nologin nginx-run
COPY deploy/docker/nginx.conf /etc/nginx/nginx.conf
COPY deploy/nginx/ /etc/nginx/mobile/
COPY deploy/nginx/remote.conf /etc/nginx/conf.d/default.conf
RUN sed -i 's/listen 80;/listen 8080;/' /etc/nginx/conf.d/default.conf
COPY --from=build /app/remote-${REMOTE}/dist /usr/share/nginx/html
USER nginx-run
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 \
  CMD ["curl", "-fsS", "-o", "/dev/null", "http://127.0.0.1:8080/remoteEntry.js"]
CMD ["nginx", "-g", "daemon off;"]
