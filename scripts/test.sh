#!/usr/bin/env bash
# `npm test`: everything CI checks, in order, stopping at the first failure.
#   typecheck → lint + format → unit and integration tests (vitest) → SPA build → end-to-end (Playwright)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

current=""
started_all=$SECONDS
section() {
  current="$1"
  section_started=$SECONDS
  printf '\n\033[1m== %s ==\033[0m\n' "$1"
}
done_section() {
  printf '\033[32m✓ %s\033[0m (%ss)\n' "$current" "$((SECONDS - section_started))"
}
trap 'status=$?; if [ $status -ne 0 ]; then printf "\n\033[31m✗ %s failed (exit %s)\033[0m\n" "$current" "$status" >&2; fi' EXIT

section "Typecheck (tsc --noEmit)"
tsc --noEmit -p tsconfig.json
done_section

section "Lint (eslint) and format (prettier --check)"
eslint .
prettier --check . --log-level warn
done_section

section "Unit and integration tests (vitest run)"
vitest run
done_section

section "Build the console (vite build)"
vite build --logLevel warn
done_section

section "End-to-end tests (Playwright, Debian Chromium)"
if [ -f playwright.config.ts ]; then
  bash scripts/ensure-chromium.sh
  playwright test
  done_section
else
  echo "playwright.config.ts not found: end-to-end tests skipped."
fi

printf '\n\033[32mAll checks passed\033[0m in %ss.\n' "$((SECONDS - started_all))"
