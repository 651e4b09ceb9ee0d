#!/usr/bin/env bash
# `npm test`: types, format, lint, unit tests, integration tests against a real Directus that the
# harness starts on a free port with a throw-away database, and end-to-end tests driving the
# dashboard's production build in headless Chromium against such a server. Each step says its time.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/steps.sh
echo "deckhand: Node $(node -v)"
step "type check"
tsc --noEmit -p tsconfig.json
tsc --noEmit -p web/tsconfig.json
step "format (Prettier; \`npm run format\` rewrites what it lists)"
prettier --check --log-level warn .
step "lint"
eslint --max-warnings=0 .
step "build (server extension, dashboard)"
npm run --silent build
step "tests (unit, integration, end-to-end)"
vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest-sqlite.json
step_done
node scripts/test-times.ts test-results/vitest-sqlite.json
