#!/usr/bin/env bash
# Sourced, not run (`. scripts/ensure-node.sh`): makes the calling script run on Node 24 LTS. When the
# `node` on the PATH is older than 24, Node $NODE_VERSION is installed from the npm registry (the
# `node-<os>-<cpu>` package the registry's `node` package itself installs: the official binary and its
# headers) into .tools/node24/, once, and its bin folder is put first on the PATH, so `pnpm`, `npm` and
# every script started after this line run on it. A native module that compiles does so against the
# headers of that same Node (npm_config_nodedir): no header download, no ABI mix-up with the machine's
# Node. Decision 0271.
NODE_VERSION=24.21.0
NODE_MAJOR=${NODE_VERSION%%.*}

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

ensure_node_main() {
  local root tools platform package dir staging
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  tools="$root/.tools/node$NODE_MAJOR"
  if [ "$(node_major)" -lt "$NODE_MAJOR" ]; then
    case "$(uname -s)-$(uname -m)" in
      Linux-x86_64) platform=linux-x64 ;;
      Linux-aarch64 | Linux-arm64) platform=linux-arm64 ;;
      *)
        echo "[setup] Node $NODE_MAJOR+ is needed and no registry build is known for $(uname -s) $(uname -m):" \
          "install Node $NODE_VERSION (https://nodejs.org) and try again" >&2
        return 1
        ;;
    esac
    package="node-$platform"
    dir="$tools/node_modules/$package"
    if [ "$("$dir/bin/node" -v 2>/dev/null)" != "v$NODE_VERSION" ]; then
      echo "[setup] $(command -v node >/dev/null && node -v || echo 'no node') on the PATH is older than" \
        "Node $NODE_MAJOR: installing Node $NODE_VERSION from the npm registry into .tools/node$NODE_MAJOR"
      # Into a fresh folder first, then moved: an interrupted download never leaves a half-installed Node.
      mkdir -p "$root/.tools"
      staging="$(mktemp -d "$root/.tools/.node-XXXXXX")"
      if ! npm install --prefix "$staging" --no-save --no-package-lock --ignore-scripts --no-fund --no-audit \
        --loglevel=error "$package@$NODE_VERSION" >/dev/null; then
        rm -rf "$staging"
        echo "[setup] could not install $package@$NODE_VERSION with npm" >&2
        return 1
      fi
      chmod 755 "$staging"
      rm -rf "$tools"
      mv "$staging" "$tools"
    fi
    # The package's own bin folder: npm's global prefix follows the running node, so `npm install --global`
    # (scripts/ensure-pnpm.sh on a machine without pnpm) puts pnpm here too, on the PATH, without root.
    export PATH="$dir/bin:$PATH"
    # node-gyp builds native modules against this Node's own headers (shipped in the package).
    export npm_config_nodedir="$dir"
    hash -r
  fi
  echo "[setup] Node $(node -v) ($(command -v node))"
}

ensure_node_main
