# The shell or one remote: a production webpack build served by unprivileged nginx with the committed
# config (deploy/nginx). Build from the repository root:
#   docker build -f deploy/docker/web.Dockerfile --build-arg APP=shell --build-arg CONF=gateway.conf --build-arg DOCROOT=/usr/share/nginx/html/m --build-arg HEALTH_PATH=/m/ .
#   docker build -f deploy/docker/web.Dockerfile --build-arg APP=remote-games .
FROM node:20.20-bookworm-slim AS build
ARG APP
RUN npm install --global pnpm@10.34.9
WORKDIR /app
COPY . .
RUN test -n "$APP" && pnpm install --frozen-lockfile --filter "./${APP}..." && pnpm --filter "./${APP}" run build

FROM nginxinc/nginx-unprivileged:1.27-alpine
ARG APP
ARG CONF=remote.conf
ARG DOCROOT=/usr/share/nginx/html
# A file that must be served when the container is healthy (the shell's index, a remote's entry).
ARG HEALTH_PATH=/remoteEntry.js
ENV HEALTH_PATH=${HEALTH_PATH}
COPY deploy/nginx/${CONF} /etc/nginx/conf.d/default.conf
COPY --from=build /app/${APP}/dist ${DOCROOT}
# nginx-unprivileged runs as uid 101 and listens on 8080.
USER 101
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD wget -q -O /dev/null "http://127.0.0.1:8080${HEALTH_PATH}" || exit 1
