/** Bundles the server (main.mjs) and PGlite's worker, with `extraEntries` beside them, into `outdir`. */
export function bundleServer(outdir: string, extraEntries?: Record<string, string>): Promise<void>
