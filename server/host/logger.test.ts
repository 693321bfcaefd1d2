import { describe, expect, it } from 'vitest'
import { createConsoleLogger } from './logger'

describe('console logger', () => {
  it('never writes secret-looking fields', () => {
    const lines: string[] = []
    const logger = createConsoleLogger((line) => lines.push(line))
    logger.info('website created', {
      domain: 'ornek.com',
      hostingInfo: { username: 'ftp', password: 'Gizli-Şifre-1' },
      refreshToken: 'abc',
      code: '123456',
      status: 201,
    })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('ornek.com')
    expect(lines[0]).toContain('201')
    expect(lines[0]).not.toContain('Gizli-Şifre-1')
    expect(lines[0]).not.toContain('abc')
    expect(lines[0]).not.toContain('123456')
  })
})
