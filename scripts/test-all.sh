#!/usr/bin/env bash
# `npm test`: every check, in lanes that run side by side, so that both cores of a 2-core machine
# stay busy while a step waits (on timeouts the server tests provoke, on child processes, pages):
#   checks:     lint, typecheck, unit tests, server tests
#   site:       build of content/, then two lanes at once:
#     real:     its byte budgets, valid HTML and spelling, then the fixture build and browser tests
#     pr:       a counsellor's pull request on a copy of content/ (its build reuses this app build,
#               and its browser tests their own ports)
# Each step's output is printed whole when it ends, with its time; the run fails if any step fails,
# and a lane stops at its first failure.
set -uo pipefail
cd "$(dirname "$0")/.."

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

lane() {
  local step start status
  for step in "$@"; do
    start=$SECONDS
    npm run --silent "$step" >"$logs/$step.log" 2>&1
    status=$?
    {
      echo
      echo "──── npm run $step: $([ $status -eq 0 ] && echo passed || echo FAILED) in $((SECONDS - start)) s"
      cat "$logs/$step.log"
    } | flock "$logs/print" cat
    [ $status -eq 0 ] || return 1
  done
}

start=$SECONDS
lane lint typecheck test:unit test:server &
checks=$!
(
  lane build || exit 1
  lane bench check:html check:spelling test:e2e &
  real=$!
  lane test:counsellor-pr &
  pr=$!
  failed=0
  wait $real || failed=1
  wait $pr || failed=1
  exit $failed
) &
site=$!

failed=0
wait $checks || failed=1
wait $site || failed=1
echo
echo "All checks: $([ $failed -eq 0 ] && echo passed || echo FAILED) in $((SECONDS - start)) s"
exit $failed
