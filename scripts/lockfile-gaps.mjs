// Which optional dependencies of package-lock.json have no entry npm can resolve them to.
// Used by scripts/complete-lockfile.mjs (to fill them) and by its test (to keep `npm ci` working).

/** The lockfile paths npm would look in for `name`, required from the package at `path`. */
function candidatePaths(path, name) {
  const candidates = [`${path ? `${path}/` : ''}node_modules/${name}`]
  for (let dir = path; dir.includes('node_modules/');) {
    dir = dir.slice(0, dir.lastIndexOf('node_modules/')).replace(/\/$/, '')
    candidates.push(`${dir ? `${dir}/` : ''}node_modules/${name}`)
  }
  return candidates
}

/** [{ name, version, dev }] for every optional dependency without a lockfile entry. */
export function missingOptionalEntries(lock) {
  const packages = lock.packages ?? {}
  const missing = new Map()
  for (const [path, entry] of Object.entries(packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      if (candidatePaths(path, name).some((candidate) => packages[candidate])) continue
      // A build needed by any production package is not dev-only.
      const dev = Boolean(entry.dev) && (missing.get(name)?.dev ?? true)
      missing.set(name, { name, version, dev })
    }
  }
  return [...missing.values()]
}
