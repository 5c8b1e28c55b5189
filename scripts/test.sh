#!/usr/bin/env bash
# `npm test`: everything CI checks, stopping at the first failing step, and a table of each step's time at
# the end (also when a step failed).
#   typecheck ‖ lint + format ‖ SPA build  →  unit and integration tests (vitest)  →  end-to-end (Playwright)
#   →  the platform's tests on PostgreSQL (with TEST_PG=1)
# Steps joined by ‖ run side by side, their output shown whole once each ends. The three checks are
# single-threaded, so on two cores they take about as long together as the slowest alone.
# TEST_PG=1 (set by .ci/run) also runs the PostgreSQL suite (scripts/test-postgres.sh) after the end-to-end
# tests, not beside them: on two cores each took three to six times as long beside the other (decision
# 0019, session 14: 1,772 s and 937 s together against 624 s and 158 s one after the other), and the
# browser tests' waits failed under that load.
# TEST_TIMINGS_FILE names a file that receives the table's rows ("step<TAB>seconds<TAB>result").
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

started_all=$SECONDS
logs=$(mktemp -d)
timings="$logs/timings.tsv"
: >"$timings"
failed=""

# The table, on every exit: passed, failed or interrupted.
summary() {
  local status=$?
  # Steps still running side by side (an interrupt, or a failure beside them) stop with this script.
  local running
  running=$(jobs -p)
  if [ -n "$running" ]; then kill $running 2>/dev/null || true; fi
  printf '\n\033[1m== Step timings ==\033[0m\n'
  printf '%-48s %8s  %s\n' step seconds result
  while IFS=$'\t' read -r step seconds result; do
    printf '%-48s %8s  %s\n' "$step" "$seconds" "$result"
  done <"$timings"
  printf '%-48s %8s\n' total "$((SECONDS - started_all))"
  if [ -n "${TEST_TIMINGS_FILE:-}" ]; then cat "$timings" >>"$TEST_TIMINGS_FILE"; fi
  if [ "$status" -eq 0 ]; then
    printf '\n\033[32mAll checks passed\033[0m in %ss.\n' "$((SECONDS - started_all))"
  else
    printf '\n\033[31m✗ %s failed (exit %s)\033[0m\n' "${failed:-a step}" "$status" >&2
  fi
  rm -rf "$logs"
}
trap summary EXIT
trap 'exit 130' INT TERM

# step NAME COMMAND…: runs in the foreground, output as it comes.
step() {
  local name=$1 started=$SECONDS status=0
  shift
  printf '\n\033[1m== %s ==\033[0m\n' "$name"
  "$@" || status=$?
  record "$name" "$((SECONDS - started))" "$status"
  if [ "$status" -ne 0 ]; then
    failed=$name
    exit "$status"
  fi
  printf '\033[32m✓ %s\033[0m (%ss)\n' "$name" "$((SECONDS - started))"
}

record() {
  local result=passed
  if [ "$3" -ne 0 ]; then result="failed (exit $3)"; fi
  printf '%s\t%s\t%s\n' "$1" "$2" "$result" >>"$timings"
}

# together "NAME|COMMAND" …: runs the commands side by side, each command a bash string; waits for all,
# shows each one's output whole, in the order given, and fails if any failed.
together() {
  local pids=() names=() i=0 status started=$SECONDS
  for job in "$@"; do
    names+=("${job%%|*}")
    (
      job_started=$SECONDS
      bash -c "set -euo pipefail; ${job#*|}" >"$logs/$i.log" 2>&1 && job_status=0 || job_status=$?
      echo "$job_status $((SECONDS - job_started))" >"$logs/$i.status"
    ) &
    pids+=($!)
    i=$((i + 1))
  done
  printf '\n\033[1m== %s (side by side) ==\033[0m\n' "$(IFS='|'; echo "${names[*]}" | sed 's/|/ ‖ /g')"
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || true
  done
  local any_failed="" passed=() failed_jobs=()
  for i in "${!names[@]}"; do
    read -r status seconds <"$logs/$i.status"
    record "${names[$i]}" "$seconds" "$status"
    if [ "$status" -ne 0 ]; then failed_jobs+=("$i"); else passed+=("$i"); fi
  done
  # The passed steps' output first and a failed step's last, so the end of the log (all a CI page may
  # show) holds the failure, not the long output of a step that passed beside it.
  for i in "${passed[@]}" "${failed_jobs[@]}"; do
    read -r status seconds <"$logs/$i.status"
    printf '\n\033[1m-- %s --\033[0m\n' "${names[$i]}"
    cat "$logs/$i.log"
    if [ "$status" -ne 0 ]; then
      any_failed="${any_failed:+$any_failed, }${names[$i]}"
      printf '\033[31m✗ %s\033[0m (%ss)\n' "${names[$i]}" "$seconds"
    else
      printf '\033[32m✓ %s\033[0m (%ss)\n' "${names[$i]}" "$seconds"
    fi
  done
  printf '(side by side: %ss)\n' "$((SECONDS - started))"
  if [ -n "$any_failed" ]; then
    failed=$any_failed
    exit 1
  fi
}

together \
  "Typecheck (tsc --noEmit)|tsc --noEmit -p tsconfig.json" \
  "Lint (eslint) and format (prettier --check)|eslint . && prettier --check . --log-level warn" \
  "Build the console (vite build)|vite build --logLevel warn"

# The whole server project runs, so its global setup also fails on any call of the call table that no test
# made succeed (server/platform/testing/call-coverage.ts).
step "Unit and integration tests (vitest run)" env KEEL_CALL_COVERAGE=check vitest run

if [ ! -f playwright.config.ts ]; then
  echo "playwright.config.ts not found: end-to-end tests skipped."
else
  step "End-to-end tests (Playwright, Debian Chromium)" bash -c 'bash scripts/ensure-chromium.sh && playwright test'
  if [ "${TEST_PG:-}" = 1 ]; then
    step "Platform tests on PostgreSQL (test:pg)" bash scripts/test-postgres.sh
  fi
fi
