#!/bin/sh
# The official image's first start, in short: an empty data folder gets a cluster whose
# superuser is POSTGRES_USER (password POSTGRES_PASSWORD) and a database POSTGRES_DB.
set -eu
user="${POSTGRES_USER:-postgres}"
database="${POSTGRES_DB:-$user}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD must be set}"
  password_file="$(mktemp)"
  printf '%s' "$POSTGRES_PASSWORD" > "$password_file"
  initdb --username="$user" --pwfile="$password_file" --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$password_file"
  echo 'host all all all scram-sha-256' >> "$PGDATA/pg_hba.conf"
  if [ "$database" != postgres ]; then
    pg_ctl --silent --wait --options="-c listen_addresses=''" start
    createdb --username="$user" "$database"
    pg_ctl --silent --wait --mode=fast stop
  fi
fi
if [ "$1" = postgres ]; then
  shift
  exec postgres -c listen_addresses='*' "$@"
fi
exec "$@"
