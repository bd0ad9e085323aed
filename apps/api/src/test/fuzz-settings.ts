/**
 * How hard the OpenAPI fuzz test (api-fuzz.security.test.ts) pushes. The normal suite sends a few generated
 * requests per operation and identity with a fixed seed, so it is quick and repeatable; `npm run fuzz` sets
 * FUZZ_RUNS=200 for the full run (FUZZ_SEED picks another seed). Test code only: the app itself reads its
 * settings through config.ts.
 */
const runs = Number(process.env.FUZZ_RUNS);
const seed = Number(process.env.FUZZ_SEED);

export const fuzzSettings = {
  /** Generated requests per operation, for anonymous and again for signed-in callers. */
  runs: Number.isInteger(runs) && runs > 0 ? runs : 3,
  seed: Number.isInteger(seed) ? seed : 20_261_123,
  /** The on-demand run prints its figures. */
  full: Number.isInteger(runs) && runs > 0,
};
