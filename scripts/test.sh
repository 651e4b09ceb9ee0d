#!/usr/bin/env bash
# `npm test`: types, lint, unit tests, integration tests against a real Directus that the
# harness starts on a free port with a throw-away database, and end-to-end tests driving the
# dashboard's production build in headless Chromium against such a server.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "deckhand: Node $(node -v)"
echo "deckhand: type check"
tsc --noEmit -p tsconfig.json
tsc --noEmit -p web/tsconfig.json
echo "deckhand: format (Prettier; \`npm run format\` rewrites what it lists)"
prettier --check --log-level warn .
echo "deckhand: lint"
eslint --max-warnings=0 .
echo "deckhand: build (server extension, dashboard)"
npm run --silent build:extension
npm run --silent build:web
echo "deckhand: tests"
vitest run
