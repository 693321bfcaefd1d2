// A request's or ticket's thread, oldest first: the customer's and the team's messages told apart by
// side, colour and author line, each attachment a download fetched with the session's token. Used by
// the admin desk's drawer and the customer's Taleplerim (docs/rules/support-desk.md#threads).
import { useState } from 'react'
import type { ThreadReply } from '../../../api/support-desk/thread-reply.shared'
import { DOWNLOAD_FAILED_MESSAGE, downloadFile } from '../../lib/download-file'
import { notify } from '../../lib/toast'
import { QueryNotice } from '../query-notice'
import { formatDateTime } from '../../lib/format-date'

export type ThreadViewer = 'admin' | 'customer'

function authorLine(reply: ThreadReply, viewer: ThreadViewer): string {
  if (reply.authorRole === 'admin')
    return viewer === 'admin' ? `Ekip · ${reply.authorName}` : `SiteKur Destek · ${reply.authorName}`
  return viewer === 'customer' ? 'Siz' : `Müşteri · ${reply.authorName}`
}

export function ThreadMessages({
  replies,
  viewer,
  label,
  loading,
  error,
  onRetry,
}: {
  replies: readonly ThreadReply[]
  viewer: ThreadViewer
  /** The list's accessible name ("Yazışma"). */
  label: string
  loading: boolean
  error: string | null
  onRetry: () => void
}) {
  const [downloading, setDownloading] = useState<string | null>(null)
  const download = async (url: string, name: string) => {
    setDownloading(url)
    try {
      await downloadFile(url, name)
    } catch (failure) {
      notify.error(failure instanceof Error ? failure.message : DOWNLOAD_FAILED_MESSAGE)
    } finally {
      setDownloading(null)
    }
  }
  if (replies.length === 0)
    return (
      <QueryNotice loading={loading} error={error} empty emptyText="Henüz mesaj yok." onRetry={onRetry} />
    )
  return (
    <ol aria-label={label} className="flex flex-col gap-3">
      {replies.map((reply) => {
        const fromTeam = reply.authorRole === 'admin'
        const own = (viewer === 'admin') === fromTeam
        return (
          <li
            key={reply.id}
            className={`max-w-[90%] rounded-2xl p-3 text-sm ${own ? 'self-end' : 'self-start'} ${
              fromTeam
                ? 'bg-blue-50 text-slate-900 dark:bg-blue-400/10 dark:text-slate-100'
                : 'border border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100'
            }`}
          >
            <p className="text-xs font-semibold text-slate-700 dark:text-slate-300">
              {authorLine(reply, viewer)} ·{' '}
              <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt)}</time>
            </p>
            <p className="mt-1 break-words whitespace-pre-wrap">{reply.body}</p>
            {reply.attachments.length > 0 && (
              <ul aria-label="Ekler" className="mt-2 flex flex-wrap gap-2">
                {reply.attachments.map((file) => (
                  <li key={file.id}>
                    <button
                      type="button"
                      disabled={downloading === file.downloadUrl}
                      onClick={() => void download(file.downloadUrl, file.name)}
                      className="text-sm font-semibold text-blue-700 underline underline-offset-4 dark:text-blue-300"
                    >
                      Ek: {file.name}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </li>
        )
      })}
    </ol>
  )
}
