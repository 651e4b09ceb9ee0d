#!/usr/bin/env bash
# The scale-out profile's servers, from Debian's packages, installed only when missing:
# PostgreSQL (data), Redis (cache, limiter counts, synchronisation, messages) and HAProxy (one
# address in front of several Directus instances). Deckhand runs its own copies of them in its data
# folder (server/scale/); the system services the packages bring are neither needed nor started.
set -euo pipefail

missing=()
compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null || missing+=(postgresql)
command -v redis-server >/dev/null || missing+=(redis-server)
command -v haproxy >/dev/null || missing+=(haproxy)
[ ${#missing[@]} -eq 0 ] && exit 0

echo "deckhand: installing ${missing[*]} from Debian's packages"
sudo=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "deckhand: installing ${missing[*]} needs root (or sudo)" >&2; exit 1; }
  sudo=(sudo)
fi
# policy-rc.d answers 101: the packages' own services are not started (a Docker-style machine has
# no init to start them anyway, and the project's servers run on their own ports).
policy=/usr/sbin/policy-rc.d
created_policy=false
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' | "${sudo[@]}" tee "$policy" >/dev/null
  "${sudo[@]}" chmod +x "$policy"
  created_policy=true
fi
remove_policy() { if $created_policy; then "${sudo[@]}" rm -f "$policy"; fi; }
trap remove_policy EXIT
"${sudo[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
