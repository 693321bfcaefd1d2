import type { PostgresCluster } from '../../tests/support/postgres-cluster'

// One cluster per test process, shared by every open set of test ports (each gets its own
// database): started on first use, stopped when the last user releases it, and stopped at process
// exit in any case so no postgres outlives the test run.

interface Lease {
  cluster: PostgresCluster
  release(): Promise<void>
}

function createSharedCluster() {
  let starting: Promise<PostgresCluster | null> | null = null
  let users = 0
  let exitHook = false

  return {
    async acquire(start: () => Promise<PostgresCluster | null>): Promise<Lease | null> {
      users++
      starting ??= start()
      let cluster: PostgresCluster | null
      try {
        cluster = await starting
      } catch (error) {
        users--
        starting = null
        throw error
      }
      if (!cluster) {
        users--
        starting = null
        return null
      }
      if (!exitHook) {
        exitHook = true
        process.once('exit', () => cluster?.stopSync())
      }
      const current = cluster
      let released = false
      return {
        cluster: current,
        async release() {
          if (released) return
          released = true
          users--
          if (users === 0) {
            starting = null
            exitHook = false
            await current.stop()
          }
        },
      }
    },
  }
}

export const sharedPostgresCluster = createSharedCluster()
