// `npm run dev`: the API server (tsx watch) and Vite with HMR side by side; Vite proxies the API.
import { spawn } from 'node:child_process'

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
]
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((c) => c.kill(signal)))
children.forEach((c) => c.on('exit', (code) => process.exit(code ?? 0)))
