/**
 * V8 flags for the servers tests start (short-lived processes that open PGlite): its WebAssembly
 * (about 8 MB) is compiled once by the baseline compiler and never again by the optimizing one. A server
 * in a test lives seconds to a minute; the optimizing tier cost 1.7 s of CPU at every start and gave back
 * less than that in queries (docs/testing.md#servers-in-tests). Production starts keep V8's defaults.
 */
export const SHORT_LIVED_PGLITE_FLAGS = ['--liftoff-only']
