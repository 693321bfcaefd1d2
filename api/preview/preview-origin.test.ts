import { describe, expect, it } from 'vitest'
import { previewAppOrigin } from './preview-origin'

describe('the app origin of a preview', () => {
  it('is PUBLIC_URL’s origin when the request came to its host (the scheme a TLS proxy hides)', () => {
    expect(previewAppOrigin('http://sitekur.app/api/preview/session', 'https://sitekur.app')).toBe(
      'https://sitekur.app',
    )
  })

  it('is the request’s own origin under another name or port', () => {
    expect(previewAppOrigin('http://127.0.0.1:4317/preview/x', 'http://localhost:4317')).toBe(
      'http://127.0.0.1:4317',
    )
    expect(previewAppOrigin('http://localhost:5000/preview/x', 'http://localhost:4317')).toBe(
      'http://localhost:5000',
    )
  })
})
