#!/bin/sh
# `npm start`: build whatever is missing or stale (front-end apps, the compiled
# API), then replace this shell with the server. `exec` matters: npm relays
# SIGINT and SIGTERM to its child, and that child must be the server itself, so
# one signal drains it and it never outlives `npm start` (docs/configuration.md).
set -e
cd "$(dirname "$0")/.."
node scripts/build.mjs --missing
# The embedded default is a local installation: its built-in sign-in issuer is
# explicitly allowed here (the API refuses it in production otherwise).
export NODE_ENV="${NODE_ENV:-production}"
if [ -z "${SUPABASE_URL:-}" ]; then export ALLOW_LOCAL_ISSUER="${ALLOW_LOCAL_ISSUER:-true}"; fi
exec node --conditions=conviction-compiled --enable-source-maps api/dist/server.js
