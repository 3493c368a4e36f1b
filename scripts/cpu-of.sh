#!/usr/bin/env bash
# The CPU seconds of a command and of every process it starts, Chromium's renderers included
# (which /usr/bin/time misses: they are not the command's children when they end), read from a
# cpuacct cgroup of its own. Needs root and cgroup v1's cpuacct (mounted here at
# /sys/fs/cgroup/cpuacct). Prints one line on stderr after the command; exits with its status.
#   bash scripts/cpu-of.sh npx playwright test test/e2e/search.spec.ts
set -u
group=/sys/fs/cgroup/cpuacct/cpu-of-$$
mkdir "$group" || exit 1
trap 'rmdir "$group" 2>/dev/null' EXIT
start=$(date +%s.%N)
(
  echo "$BASHPID" >"$group/cgroup.procs"
  exec "$@"
)
status=$?
used=$(cat "$group/cpuacct.usage")
awk -v ns="$used" -v start="$start" -v end="$(date +%s.%N)" -v status="$status" -v cmd="$*" \
  'BEGIN { printf "cpu-of: %.1f CPU s, %.1f s wall, exit %d: %s\n", ns / 1e9, end - start, status, cmd > "/dev/stderr" }'
# A process left behind would keep the group: give it a few seconds to end.
for _ in $(seq 50); do [ -s "$group/cgroup.procs" ] || break; sleep 0.1; done
exit "$status"
