# The home-frame service: GET /m/home and the other pages with their frame drawn in the HTML (tools/site/src/home-frame), asked
# by the gateway's nginx (deploy/nginx/home-frame.conf), which falls back to the shell's index.html.
# Build context: the repository root (docker-compose.yml sets it).

FROM node:24.21-bookworm-slim AS build
WORKDIR /app
# pnpm as `npm start` gets it (scripts/ensure-pnpm.sh): corepack leaves Node after 24.
RUN npm install --global --no-fund --no-audit pnpm@10.34.9
COPY . .
# The shell's build (its index.html is the page the frame is drawn into) and remote-member's, remote-games' and
# remote-wallet's and remote-agent's (the builds whose pages it draws, decisions 0561, 0611, 0621, 0671, 0661: only while a merchant's
# manifest names that very remoteEntry.js), then only the service's own production dependencies for the runtime stage.
RUN pnpm install --frozen-lockfile \
  && pnpm --filter ./shell --filter ./remote-member --filter ./remote-games --filter ./remote-wallet --filter ./remote-agent run build \
  && rm -rf node_modules */node_modules tools/*/node_modules \
  && pnpm install --frozen-lockfile --prod --filter "./tools/site..."

FROM node:24.21-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8090 SHELL_DIR=/app/shell/dist
WORKDIR /app
COPY --from=build /app/package.json /app/pnpm-workspace.yaml ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/shared-contracts ./shared-contracts
COPY --from=build /app/tools/site ./tools/site
COPY --from=build /app/shell/dist ./shell/dist
# Read at run time: the shell's catalogues, the frame's CSS, and the shell's views the frame is drawn with
# (shell/src/frame/prerendered-home-frame.tsx), which find react through the shell's node_modules.
COPY --from=build /app/shell/package.json ./shell/package.json
COPY --from=build /app/shell/node_modules ./shell/node_modules
COPY --from=build /app/shell/src ./shell/src
# react-kit whole: its kit.css is the frame's, its DrawingRoot and views draw a page's content (decision 0621).
COPY --from=build /app/react-kit/package.json ./react-kit/package.json
COPY --from=build /app/react-kit/node_modules ./react-kit/node_modules
COPY --from=build /app/react-kit/src ./react-kit/src
# A page's content drawn from its remote's own views (remote-member's notice and promotions, remote-games' game
# list and lottery lobby, remote-wallet's deposit page), with that remote's build (page-assets.json: its entry's integrity and the page's
# stylesheets) and its catalogues.
COPY --from=build /app/remote-member/package.json ./remote-member/package.json
COPY --from=build /app/remote-member/node_modules ./remote-member/node_modules
COPY --from=build /app/remote-member/src ./remote-member/src
COPY --from=build /app/remote-member/dist ./remote-member/dist
COPY --from=build /app/remote-games/package.json ./remote-games/package.json
COPY --from=build /app/remote-games/node_modules ./remote-games/node_modules
COPY --from=build /app/remote-games/src ./remote-games/src
COPY --from=build /app/remote-games/dist ./remote-games/dist
COPY --from=build /app/remote-wallet/package.json ./remote-wallet/package.json
COPY --from=build /app/remote-wallet/node_modules ./remote-wallet/node_modules
COPY --from=build /app/remote-wallet/src ./remote-wallet/src
COPY --from=build /app/remote-wallet/dist ./remote-wallet/dist
COPY --from=build /app/remote-agent/package.json ./remote-agent/package.json
COPY --from=build /app/remote-agent/node_modules ./remote-agent/node_modules
COPY --from=build /app/remote-agent/src ./remote-agent/src
COPY --from=build /app/remote-agent/dist ./remote-agent/dist
USER node
EXPOSE 8090
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8090/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "tools/site/src/home-frame/frame-server.ts"]
