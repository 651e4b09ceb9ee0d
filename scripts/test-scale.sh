#!/usr/bin/env bash
# `npm run test:scale`: the whole integration suite against the scale-out profile: PostgreSQL,
# Redis (cache on), two Directus instances behind HAProxy, consecutive requests landing on
# different instances. PostgreSQL, Redis and HAProxy are installed from Debian's packages when
# missing (scripts/install-scale-packages.sh) and run in a throw-away folder on free ports.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/steps.sh
echo "deckhand: Node $(node -v)"
step "scale packages"
bash scripts/install-scale-packages.sh
step "build (server extension, dashboard)"
npm run --silent build
step "integration tests on PostgreSQL + Redis, two instances"
DECKHAND_TEST_PROFILE=scale vitest run --project integration --reporter=default --reporter=json \
  --outputFile.json=test-results/vitest-scale.json "$@"
step_done
node scripts/test-times.ts test-results/vitest-scale.json
