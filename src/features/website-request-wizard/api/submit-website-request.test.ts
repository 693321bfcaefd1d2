import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import type { WebsiteRequest } from '../../../../api/website-requests/website-request.shared'
import { outcomeOfError, outcomeOfWrite, submitText } from './submit-website-request'

describe('answers', () => {
  it('the server’s answer is a sent request with its id', () => {
    const request = { id: 'r-1' } as WebsiteRequest
    expect(outcomeOfWrite({ kind: 'done', value: { request }, message: 'ok' })).toEqual({
      kind: 'sent',
      requestId: 'r-1',
    })
  })

  it('the service worker’s 202 while offline is a queued request', () => {
    expect(outcomeOfWrite({ kind: 'queued' })).toEqual({ kind: 'queued' })
  })
})

describe('refusals', () => {
  it('a 401 means the session is gone', () => {
    expect(outcomeOfError(new ApiError('Yetkisiz', 401, { success: false, message: 'Yetkisiz' }))).toEqual({
      kind: 'no-session',
    })
  })

  it('a validation refusal shows the server’s message', () => {
    const error = new ApiError('Lütfen website adını girin', 400, {
      success: false,
      message: 'Lütfen website adını girin',
    })
    expect(outcomeOfError(error)).toEqual({ kind: 'failed', message: 'Lütfen website adını girin' })
  })

  it('a server fault, a lost connection or an odd error shows the generic text', () => {
    const generic = { kind: 'failed', message: submitText.failureBody }
    expect(
      outcomeOfError(new ApiError('HTTP 500: x', 500, { success: false, message: 'stack trace' })),
    ).toEqual(generic)
    expect(outcomeOfError(new ApiError('Bağlantı hatası', 0))).toEqual(generic)
    expect(outcomeOfError(new ApiError('HTTP 404: Not Found', 404, null))).toEqual(generic)
    expect(outcomeOfError(new TypeError('boom'))).toEqual(generic)
    expect(submitText.failureBody).toBe('Talep gönderilirken bir hata oluştu. Lütfen tekrar deneyin.')
  })
})
