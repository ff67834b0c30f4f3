#!/usr/bin/env bash
# Installs the Debian 12 packages Basalt needs to build, run and test, if any are missing.
# Building: a C compiler, CMake, lemon, libuv, ICU, OpenSSL. Tests: psql (PostgreSQL 15 client)
# and the PostgreSQL 15 server, which later tests start on loopback ports of their own; the client
# tests' drivers (psycopg2, psycopg 3; psqlODBC with unixODBC and its headers; node: npm, where it
# is, fetches node-postgres at test time; pgjdbc with a JDK to compile the Java test).
set -euo pipefail
pkgs=(build-essential cmake pkg-config lemon libuv1-dev libicu-dev libssl-dev
      postgresql-15 postgresql-client-15 python3 python3-psycopg2 python3-psycopg nodejs
      odbc-postgresql unixodbc unixodbc-dev libpostgresql-jdbc-java openjdk-17-jdk-headless)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "installing: ${missing[*]}"
sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
