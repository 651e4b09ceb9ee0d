#!/usr/bin/env bash
# A sendmail stand-in for machines without a mail server: Directus pipes each message here and
# it is kept as a file under DECKHAND_MAIL_DIR (data/mail by default), newest last.
set -euo pipefail
dir="${DECKHAND_MAIL_DIR:-$(dirname "$0")/../data/mail}"
mkdir -p "$dir"
cat > "$dir/$(date +%s%N)-$$.eml"
