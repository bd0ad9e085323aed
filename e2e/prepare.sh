#!/usr/bin/env bash
# `npm run test:e2e`'s first step: the production build (`npm run build`) and the journeys' demo data
# folder (e2e/seed-data.ts into .tmp/e2e-seeded) at the same time. Each was minutes on a busy 2-core
# machine, one after the other (the seed used to run inside the server's start); side by side they take
# about as long as the longer one. Each prints its own wall time.
set -u
cd "$(dirname "$0")/.."
scripts/phase.sh seed node --import tsx e2e/seed-data.ts .tmp/e2e-seeded &
seed=$!
scripts/phase.sh build npm run build
built=$?
wait "$seed"
seeded=$?
[ "$built" -eq 0 ] && [ "$seeded" -eq 0 ]
