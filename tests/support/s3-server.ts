import { fork } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

// A real S3-compatible server on loopback for tests: s3rver in a child process (s3-server-process.mjs),
// objects in a temporary directory removed on stop. It knows one account (S3RVER / S3RVER) and refuses
// other access keys; it does not check V4 signatures, nor implement AbortMultipartUpload (it answers 405).

export interface S3Request {
  method: string
  url: string
  /** The request's Content-Length (0 when it had none). */
  bytes: number
}

export interface TestS3Server {
  /** An S3_URL for the bucket (docs/rules/file-storage-s3.md#s3_url). */
  url: string
  /** Every request the server has received so far, in order. */
  requests: () => Promise<S3Request[]>
  stop: () => Promise<void>
}

const PROCESS = fileURLToPath(new URL('./s3-server-process.mjs', import.meta.url))

export async function startS3Server(bucket = 'sitekur-files'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'sitekur-s3-'))
  const child = fork(PROCESS, [directory, bucket], {
    execArgv: ['--openssl-legacy-provider'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const [started] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`the S3 test server exited with ${String(code)}`)
    }),
  ])) as [{ port: number }]
  return {
    url: `s3://S3RVER:S3RVER@127.0.0.1:${started.port}/${bucket}?tls=false`,
    async requests() {
      const answer = once(child, 'message')
      child.send('requests')
      const [{ requests }] = (await answer) as [{ requests: S3Request[] }]
      return requests
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = once(child, 'exit')
        child.disconnect()
        await exited
      }
      await rm(directory, { recursive: true, force: true })
    },
  }
}
