#!/usr/bin/env bash
# `npm run test:pg`: the platform's test suite against a real PostgreSQL, when one answers on
# 127.0.0.1:5432 (override with PGHOST / PGPORT / TEST_DATABASE_URL). Each test file gets a scratch
# database of its own (server/platform/testing/test-database.ts), a copy of one the run migrated once, dropped
# afterwards. Arguments go to vitest.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

host="${PGHOST:-127.0.0.1}"
port="${PGPORT:-5432}"
url="${TEST_DATABASE_URL:-postgres://postgres@${host}:${port}/postgres}"

if ! command -v pg_isready >/dev/null 2>&1; then
  echo "test:pg skipped: pg_isready not found (install the postgresql-client package)."
  exit 0
fi
if ! pg_isready -q -h "$host" -p "$port"; then
  echo "test:pg skipped: no PostgreSQL answering on ${host}:${port}."
  exit 0
fi

printf '\n\033[1m== Platform tests on PostgreSQL (%s:%s) ==\033[0m\n' "$host" "$port"
TEST_DATABASE_URL="$url" vitest run --project server server/platform "$@"
