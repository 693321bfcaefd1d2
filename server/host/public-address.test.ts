import { describe, expect, it } from 'vitest'
import { loadEnv } from '../env'
import { defaultPublicUrl, startMessage } from './public-address'

describe('the address a person opens', () => {
  it('defaults PUBLIC_URL to localhost for loopback and wildcard listeners', () => {
    expect(defaultPublicUrl('127.0.0.1', 8787)).toBe('http://localhost:8787')
    expect(defaultPublicUrl('0.0.0.0', 80)).toBe('http://localhost:80')
    expect(defaultPublicUrl('::1', 8787)).toBe('http://localhost:8787')
  })

  it('names the listening host when it listens on one interface only', () => {
    expect(defaultPublicUrl('192.0.2.10', 8787)).toBe('http://192.0.2.10:8787')
    expect(defaultPublicUrl('fd00::1', 8787)).toBe('http://[fd00::1]:8787')
  })

  it('prints PUBLIC_URL first, the address Google sign-in accepts', () => {
    const env = loadEnv({ PORT: '8787' })
    expect(startMessage(env.PUBLIC_URL, '127.0.0.1:8787')).toBe(
      'SiteKur is running: open http://localhost:8787 (listening on 127.0.0.1:8787)',
    )
    const configured = loadEnv({ PORT: '8787', PUBLIC_URL: 'https://sitekur.example' })
    expect(startMessage(configured.PUBLIC_URL, '127.0.0.1:8787')).toContain('open https://sitekur.example')
  })
})
