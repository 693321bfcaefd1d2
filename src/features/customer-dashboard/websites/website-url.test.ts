import { describe, expect, it } from 'vitest'
import { visitTarget } from './website-url'

describe('visitTarget', () => {
  it('opens https://<domain>', () => {
    expect(visitTarget('ornek.com.tr')).toEqual({ kind: 'url', url: 'https://ornek.com.tr' })
    expect(visitTarget(' http://www.ornek.com/ ')).toEqual({ kind: 'url', url: 'https://www.ornek.com' })
    expect(visitTarget('ornek.com/tr')).toEqual({ kind: 'url', url: 'https://ornek.com/tr' })
  })

  it('has no target without a domain', () => {
    expect(visitTarget('')).toEqual({ kind: 'no-domain' })
    expect(visitTarget('   ')).toEqual({ kind: 'no-domain' })
    expect(visitTarget(null)).toEqual({ kind: 'no-domain' })
  })

  it('refuses something that is not a domain', () => {
    expect(visitTarget('localhost')).toEqual({ kind: 'invalid' })
    expect(visitTarget('kullanici:sifre@ornek.com')).toEqual({ kind: 'invalid' })
    expect(visitTarget('http://')).toEqual({ kind: 'invalid' })
  })
})
