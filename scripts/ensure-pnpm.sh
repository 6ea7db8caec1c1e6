#!/usr/bin/env bash
# Makes sure pnpm is on the PATH (a fresh machine has only Node and npm; corepack cannot fetch pnpm here).
set -euo pipefail
PNPM_VERSION=10.34.9
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "[setup] installing pnpm@$PNPM_VERSION with npm"
  npm install --global --no-fund --no-audit "pnpm@$PNPM_VERSION" >/dev/null
fi
