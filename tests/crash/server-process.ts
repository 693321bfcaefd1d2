import type { ChildProcess } from 'node:child_process'
import { spawn } from 'node:child_process'
import { serverArgs } from '../support/server-build'

// The real server (its bundle, tests/support/server-build.ts) as a child process for the crash test.

export interface ServerProcess {
  url: string
  child: ChildProcess
  output(): string
  /** Resolves once the server's output contains `text` (rejects after `timeoutMs` or when it exits). */
  waitForOutput(text: string, timeoutMs?: number): Promise<void>
  /** kill -9: no shutdown handler runs, nothing is flushed or checkpointed. */
  kill9(): Promise<void>
  stop(): Promise<void>
}

export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, serverArgs, {
    cwd: process.cwd(),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start:\n${output}`)
    try {
      const response = await fetch(`${url}/health`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server did not become healthy:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url,
    child,
    output: () => output,
    async waitForOutput(text, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs
      while (!output.includes(text)) {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited:\n${output}`)
        if (Date.now() > deadline) throw new Error(`no "${text}" in the server's output:\n${output}`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    async kill9() {
      child.kill('SIGKILL')
      await exited
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

export async function api(url: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

export async function loginToken(url: string, email: string, password: string): Promise<string> {
  const { status, body } = await api(url, '/api/auth/login', { email, password })
  const data = body.data as { token?: string } | undefined
  if (status !== 200 || !data?.token) throw new Error(`login failed: ${status} ${JSON.stringify(body)}`)
  return data.token
}
