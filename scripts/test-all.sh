#!/usr/bin/env bash
# `npm test`: every check, in two lanes that run side by side. Most of the first lane waits (on
# timeouts the server tests provoke, on child processes); the second keeps Chromium and the builds
# busy. One lane alone leaves a core idle for much of the run on a 2-core machine.
#   checks:  lint, typecheck, unit tests, server tests
#   site:    build of content/, its byte budgets, valid HTML and spelling, a counsellor's pull request on a
#            copy of it (its build reuses this app build), then the fixture build and browser tests
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
lane build bench check:html check:spelling test:counsellor-pr test:e2e &
site=$!

failed=0
wait $checks || failed=1
wait $site || failed=1
echo
echo "All checks: $([ $failed -eq 0 ] && echo passed || echo FAILED) in $((SECONDS - start)) s"
exit $failed
