// Debian's Chromium, never a downloaded browser build; flags keep it off this machine's closed network.
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export const chromiumLaunchOptions = { executablePath: chromiumExecutable, args: chromiumFlags }
