import type { Repositories } from '../ports'
import { backupResources } from './backup-order'

// The backup format (docs/rules/backups.md#format, docs/decisions/0019-backup-format-and-restore.md):
// gzip'd NDJSON of the API's own records, read through the repositories, so one backup restores into
// PGlite, PostgreSQL, the offline demo's IndexedDB or memory alike.
//   {"format":"sitekur-backup","version":1,"createdAt":…,"appVersion":…,"resources":[…]}
//   {"settings":{…}}                      (when settings were ever saved)
//   {"r":"users","d":{…record…}}          (each record, parents' resources first)
//   {"end":true,"counts":{"users":3,…}}   (a file without it was cut short and is refused)

export const BACKUP_FORMAT = 'sitekur-backup'
export const BACKUP_VERSION = 1
const PAGE = 500

export interface BackupHeader {
  format: typeof BACKUP_FORMAT
  version: number
  createdAt: string
  appVersion: string
  resources: string[]
}

/** Every line of a backup, in order, as JSON text (without the newline). */
async function* backupLines(
  repos: Repositories,
  meta: { createdAt: string; appVersion: string },
): AsyncGenerator<string> {
  const declarations = backupResources()
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    ...meta,
    resources: declarations.map((d) => d.name),
  }
  yield JSON.stringify(header)
  const settings = await repos.settings.get()
  if (settings) yield JSON.stringify({ settings })
  const counts: Record<string, number> = {}
  for (const declaration of declarations) {
    const repo = repos.resource(declaration)
    let count = 0
    for (let offset = 0; ; offset += PAGE) {
      const page = await repo.list({ orderBy: { field: 'id', direction: 'asc' }, limit: PAGE, offset })
      for (const record of page) yield JSON.stringify({ r: declaration.name, d: record })
      count += page.length
      if (page.length < PAGE) break
    }
    counts[declaration.name] = count
  }
  yield JSON.stringify({ end: true, counts })
}

/** The whole backup as a gzip stream, produced as it is read (a page of records at a time). */
export function writeBackup(
  repos: Repositories,
  meta: { createdAt: string; appVersion: string },
): ReadableStream<Uint8Array> {
  const lines = backupLines(repos, meta)
  const encoder = new TextEncoder()
  const text = new ReadableStream<Uint8Array>({
    async pull(controller) {
      // A page's worth of lines per pull keeps the chunks large enough for gzip.
      let chunk = ''
      for (let i = 0; i < PAGE; i++) {
        const next = await lines.next()
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk))
          controller.close()
          return
        }
        chunk += `${next.value}\n`
      }
      controller.enqueue(encoder.encode(chunk))
    },
    async cancel() {
      await lines.return(undefined)
    },
  })
  return text.pipeThrough(new CompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>)
}

/** Every line of a gzip'd NDJSON stream, parsed. */
export async function* readBackupLines(body: ReadableStream<Uint8Array>): AsyncGenerator<unknown> {
  const text = body
    .pipeThrough(new DecompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>)
    .pipeThrough(new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>)
  const reader = text.getReader()
  let rest = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (value) rest += value
    let newline = rest.indexOf('\n')
    while (newline >= 0) {
      const line = rest.slice(0, newline)
      rest = rest.slice(newline + 1)
      if (line.trim()) yield JSON.parse(line) as unknown
      newline = rest.indexOf('\n')
    }
    if (done) break
  }
  if (rest.trim()) yield JSON.parse(rest) as unknown
}
