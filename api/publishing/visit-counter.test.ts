import { describe, expect, it } from 'vitest'
import { istanbulDay } from './istanbul-time'
import { referencedMediaIds } from './media-references'
import { siteSlugBase, slugCandidate } from './site-slug'
import { BOT_USER_AGENT, deviceOf, referrerHost } from './visit-counter'

describe('what a visit records', () => {
  it('tells the device from the user agent', () => {
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148')).toBe('mobile')
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36')).toBe(
      'mobile',
    )
    expect(deviceOf('Mozilla/5.0 (Linux; Android 13; SM-X710) Chrome/126.0 Safari/537.36')).toBe('tablet')
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X)')).toBe('tablet')
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0')).toBe('desktop')
  })

  it('keeps the referring host only when it is another site', () => {
    expect(referrerHost('https://www.google.com/search?q=kafe', 'kafe.com')).toBe('www.google.com')
    expect(referrerHost('https://www.kafe.com/menu', 'kafe.com')).toBe('')
    expect(referrerHost('http://localhost:8787/sites/kafe/', 'localhost')).toBe('')
    expect(referrerHost('not a url', 'kafe.com')).toBe('')
    expect(referrerHost(undefined, 'kafe.com')).toBe('')
  })

  it('skips bots by their user agent', () => {
    for (const agent of [
      'Googlebot/2.1',
      'bingbot',
      'AhrefsCrawler',
      'Baiduspider',
      'Chrome-Lighthouse',
      'HeadlessChrome/126',
    ]) {
      expect(BOT_USER_AGENT.test(agent), agent).toBe(true)
    }
    expect(BOT_USER_AGENT.test('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36')).toBe(
      false,
    )
  })

  it("counts days in Istanbul's time", () => {
    expect(istanbulDay(new Date('2026-03-01T20:59:59Z'))).toBe('2026-03-01')
    expect(istanbulDay(new Date('2026-03-01T21:00:00Z'))).toBe('2026-03-02')
  })
})

describe('slugs and page images', () => {
  it('spells a name as a slug and numbers repeats', () => {
    expect(siteSlugBase('Kırmızı Çiçek Kafe & Bar')).toBe('kirmizi-cicek-kafe-bar')
    expect(siteSlugBase('İSTANBUL Şişli Güzellik')).toBe('istanbul-sisli-guzellik')
    expect(siteSlugBase('!!!')).toBe('site')
    expect(slugCandidate('kafe', 1)).toBe('kafe')
    expect(slugCandidate('kafe', 3)).toBe('kafe-3')
    expect(slugCandidate('a'.repeat(60), 12)).toHaveLength(60)
  })

  it('reads the uploads a page shows from its media/ addresses', () => {
    const html = '<img src="media/abc-1"><link rel="icon" href="media/fav_2"><p>media/ and xmedia/zzz</p>'
    expect([...referencedMediaIds(html)].sort()).toEqual(['abc-1', 'fav_2'])
  })
})
