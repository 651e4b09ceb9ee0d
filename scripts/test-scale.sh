#!/usr/bin/env bash
# `npm run test:scale`: the whole integration suite against the scale-out profile: PostgreSQL,
# Redis (cache on), two Directus instances behind HAProxy, consecutive requests landing on
# different instances. PostgreSQL, Redis and HAProxy are installed from Debian's packages when
# missing (scripts/install-scale-packages.sh) and run in a throw-away folder on free ports.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "deckhand: Node $(node -v)"
bash scripts/install-scale-packages.sh
echo "deckhand: build (server extension, dashboard)"
npm run --silent build:extension
npm run --silent build:web
echo "deckhand: integration tests on PostgreSQL + Redis, two instances"
DECKHAND_TEST_PROFILE=scale vitest run --project integration "$@"
