import { createServer } from 'node:http'
import { apiDefaultHeaders, createApi } from '../api/app'
import { loadEnv } from './env'
import { staticFiles } from './static'
import { httpHandler } from './http-host'
import { openHost } from './host/open-host'
import { limitConnections, SERVER_CONNECTION_LIMITS, serverOptions } from './host/connection-limits'
import { DataDirLockedError } from './host/data-dir-lock'
import { publishedSites } from './host/published-sites'
import { startMessage } from './host/public-address'
import { trackLiveStreams } from './live/live-stream-connections'
import { createServices } from '../api/services'
import { jobs as declaredJobs } from '../api/jobs/jobs'
import { startJobScheduler, type JobScheduler } from './jobs/job-scheduler'
import { SharedSecretsMissingError } from './security/shared-secrets'

// The Node host: the API (api/, routed by server/http-host.ts) and the built PWA on one port.
const env = loadEnv()
const unknownJobs = [...env.JOBS_RUN_ON_START, ...Object.keys(env.JOB_SCHEDULES)].filter(
  (name) => !declaredJobs.some((job) => job.name === name),
)
if (unknownJobs.length > 0) {
  console.error(`JOBS_RUN_ON_START or JOB_SCHEDULES names no such job: ${unknownJobs.join(', ')}`)
  process.exit(1)
}
// docs/rules/configuration.md#environment-variables: JOB_SCHEDULES replaces a job's schedule.
const jobs = declaredJobs.map((job) => ({ ...job, schedule: env.JOB_SCHEDULES[job.name] ?? job.schedule }))
const host = await openHost(env).catch((error: unknown) => {
  // A second server on the same DATA_DIR, secrets to set: say so plainly, no stack trace.
  if (error instanceof DataDirLockedError || error instanceof SharedSecretsMissingError)
    console.error(error.message)
  else console.error('SiteKur could not start:', error)
  process.exit(1)
})
// The API for its paths, the built PWA for the rest; security headers (CSP with index.html's
// inline-script hashes …) on every response, API included.
const limits = {
  ...SERVER_CONNECTION_LIMITS,
  // Behind a proxy every connection comes from the proxy: no per-address cap then.
  maxConnectionsPerAddress: env.TRUST_PROXY > 0 ? 0 : SERVER_CONNECTION_LIMITS.maxConnectionsPerAddress,
}
// One set of services for the API and the scheduled jobs: their live events reach the same streams.
const services = createServices(host.ports)
const server = createServer(
  serverOptions(limits),
  httpHandler({
    api: createApi(host.ports, { defaultHeaders: 'host', services }),
    apiHeaders: apiDefaultHeaders(host.ports.config),
    web: staticFiles(env.STATIC_DIR),
    staticRoot: env.STATIC_DIR,
    trustProxy: env.TRUST_PROXY,
    publishedSites: publishedSites({
      ports: host.ports,
      publicUrl: env.PUBLIC_URL,
      events: services.events,
      forms: services.siteForms,
      pageViews: services.pageViews,
    }),
  }),
)
limitConnections(server, limits)
const liveStreams = trackLiveStreams(server)
let scheduler: JobScheduler | null = null
server.listen(env.PORT, env.HOST, () => {
  const address = server.address()
  const where =
    typeof address === 'object' && address
      ? `${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`
      : env.HOST
  console.log(startMessage(env.PUBLIC_URL, where))
  // Jobs start once the API is up (docs/rules/jobs.md#the-scheduler).
  scheduler = startJobScheduler({ services, jobs, schedule: env.JOBS })
  for (const name of env.JOBS_RUN_ON_START) void scheduler.runNow(name)
})

let stopping = false
function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`${signal}: shutting down`)
  // A load balancer's readiness check now answers 503: no new request is sent here.
  services.health.drain()
  // No new job run; finish in-flight requests and running jobs (asked to stop early), then CHECKPOINT and
  // close the database and release the data dir.
  const backgroundStopped = Promise.all([
    scheduler?.stop(),
    // A campaign sent with "send now" stops between two mails; the job resumes it after the restart.
    services.campaigns.settle(true),
    // An invoice's mail whose PDF is being made after its request's answer; the retry job sends one cut short.
    services.mail.settle(),
  ])
  server.close(() => {
    // The page views of the last few seconds, once the last page went out (docs/rules/publishing.md#page-views).
    Promise.all([backgroundStopped, services.pageViews.flush()])
      .then(() => host.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Shutdown error:', error)
          process.exit(1)
        },
      )
  })
  // Live streams never finish by themselves: end them so close() can complete.
  liveStreams.endAll()
  setTimeout(() => {
    console.error('Shutdown timed out; closing the database now.')
    host.close().finally(() => process.exit(1))
  }, 8000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
