// The Turkish message of a failed approval request: the server's when it said why, else the screen's.
import { ApiError } from '../../../lib/api-client'

export const REQUEST_FAILED = 'Talep gönderilirken bir hata oluştu. Lütfen tekrar deneyin.'

export function approvalErrorMessage(error: unknown, fallback = REQUEST_FAILED): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback
}
