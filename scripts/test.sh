#!/usr/bin/env bash
# `npm test`: types, lint, unit tests, then integration tests against a real Directus that the
# harness starts on a free port with a throw-away database.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "deckhand: Node $(node -v)"
echo "deckhand: type check"
tsc --noEmit -p tsconfig.json
echo "deckhand: lint"
eslint --max-warnings=0 .
echo "deckhand: tests"
vitest run
