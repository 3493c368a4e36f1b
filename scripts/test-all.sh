#!/usr/bin/env bash
# `npm test`: every check, in lanes that all start at once, so that both cores of a 2-core machine
# stay busy while a step waits (on timeouts the server tests provoke, on child processes, pages),
# and the longest steps start first (docs/testing.md gives each lane's time):
#   unit:       the unit tests (vitest)
#   checks:     lint, typecheck, server tests
#   browser:    the fixture build and the browser tests, in this folder
#   site:       the build of content/ in a copy of the project (the fixture build above replaces
#               this folder's build/ meanwhile), then two lanes at once:
#     real:     its byte budgets, valid HTML and spelling
#     pr:       a counsellor's pull request on a copy of content/ (its build reuses this app build,
#               and its browser tests their own ports)
# Each step's output is printed whole when it ends, with its time; the run fails if any step fails,
# and a lane stops at its first failure.
set -uo pipefail
cd "$(dirname "$0")/.."

logs=$(mktemp -d)
site=$(mktemp -d)
trap 'rm -rf "$logs" "$site"' EXIT

lane() {
  local step start status
  for step in "$@"; do
    start=$SECONDS
    npm run --silent "$step" >"$logs/$step.log" 2>&1
    status=$?
    {
      echo
      echo "──── npm run $step${where:-}: $([ $status -eq 0 ] && echo passed || echo FAILED) in $((SECONDS - start)) s"
      cat "$logs/$step.log"
    } | flock "$logs/print" cat
    [ $status -eq 0 ] || return 1
  done
}

start=$SECONDS
# What a build reads, beside this folder's packages (a link), so that the copy's builds share
# this folder's build cache: the fixture build, the copy's and the pull request's make one app
# build between them when the code is the same.
cp -r app content public scripts server package.json package-lock.json vite.config.ts tsconfig.json "$site"
ln -s "$PWD/node_modules" "$site/node_modules"

lane test:unit &
unit=$!
lane lint typecheck test:server &
checks=$!
lane test:e2e &
browser=$!
(
  (cd "$site" && where=" (content/, in a copy)" lane build) || exit 1
  (cd "$site" && where=" (content/, in a copy)" lane bench check:html check:spelling) &
  real=$!
  lane test:counsellor-pr &
  pr=$!
  failed=0
  wait $real || failed=1
  wait $pr || failed=1
  exit $failed
) &
site_lane=$!

failed=0
for each in $unit $checks $browser $site_lane; do
  wait "$each" || failed=1
done
echo
echo "All checks: $([ $failed -eq 0 ] && echo passed || echo FAILED) in $((SECONDS - start)) s"
exit $failed
