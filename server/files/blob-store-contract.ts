import { createHash, randomBytes } from 'node:crypto'
import { expect, it } from 'vitest'
import { readBlob, type BlobStore } from './blob-store'

// What every BlobStore promises its callers (server/files/blob-store.ts), written once so that each
// implementation's test runs the same assertions: call describeBlobStoreContract() inside a describe block.

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** A stream that hands `bytes` over in chunks of `chunk` bytes, as an upload arrives. */
export function streamOf(bytes: Uint8Array, chunk = 64 * 1024): ReadableStream<Uint8Array> {
  let at = 0
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close()
      controller.enqueue(bytes.slice(at, at + chunk))
      at += chunk
    },
  })
}

/** A stream that sends `before` bytes and then fails with `error`, as a dropped upload does. */
export function failingStream(before: number, error: Error): ReadableStream<Uint8Array> {
  const head = streamOf(randomBytes(before)).getReader()
  return new ReadableStream({
    async pull(controller) {
      const { done, value } = await head.read()
      if (done) controller.error(error)
      else controller.enqueue(value)
    },
  })
}

/** Bytes that differ at every position of a 1 KiB block, so that a shifted or repeated part shows. */
export function patternBytes(size: number): Uint8Array {
  const bytes = new Uint8Array(size)
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (i >>> 10)) & 0xff
  return bytes
}

const text = (value: string) => new TextEncoder().encode(value)

/** A key root of its own per test, so that tests sharing one store do not see each other's keys. */
function freshRoot(): string {
  return `t-${randomBytes(6).toString('hex')}`
}

export interface BlobStoreContractOptions {
  /** The size of the large file: for the S3 store more than one upload part. */
  largeBytes: number
  /** Time for the large file's test, where a store needs more than Vitest's default 5 s. */
  largeTimeoutMs?: number
}

export function describeBlobStoreContract(store: () => BlobStore, options: BlobStoreContractOptions): void {
  it('stores a stream and reads the same bytes back, with its size and SHA-256', async () => {
    const root = freshRoot()
    const bytes = text('merhaba dünya')
    await expect(store().put(`${root}/a`, streamOf(bytes, 4))).resolves.toEqual({
      size: bytes.length,
      sha256: sha256(bytes),
    })
    const opened = await store().open(`${root}/a`)
    expect(opened?.size).toBe(bytes.length)
    expect(new Uint8Array(await new Response(opened!.body).arrayBuffer())).toEqual(bytes)
  })

  it('stores an empty file', async () => {
    const root = freshRoot()
    await expect(store().put(`${root}/empty`, streamOf(new Uint8Array()))).resolves.toEqual({
      size: 0,
      sha256: sha256(new Uint8Array()),
    })
    expect(await store().list(`${root}/`)).toEqual([{ key: `${root}/empty`, size: 0 }])
    expect(await readBlob(store(), `${root}/empty`)).toEqual(new Uint8Array())
  })

  it('answers null for a key that was never stored, and false when deleting it', async () => {
    const root = freshRoot()
    expect(await store().open(`${root}/missing`)).toBeNull()
    expect(await store().delete(`${root}/missing`)).toBe(false)
  })

  it('deletes: true once, then false, and the key is gone from open and list', async () => {
    const root = freshRoot()
    await store().put(`${root}/x`, streamOf(text('x')))
    await store().put(`${root}/y`, streamOf(text('yy')))
    expect(await store().delete(`${root}/x`)).toBe(true)
    expect(await store().delete(`${root}/x`)).toBe(false)
    expect(await store().open(`${root}/x`)).toBeNull()
    expect(await store().list(`${root}/`)).toEqual([{ key: `${root}/y`, size: 2 }])
  })

  it("lists exactly the keys under a prefix, with '/' and '.' in them, and their sizes", async () => {
    const root = freshRoot()
    const keys = {
      [`${root}/uploads/u-1/photo.v2.webp`]: 'a',
      [`${root}/uploads/u-1/photo`]: 'bb',
      [`${root}/uploads/u-2/doc.pdf`]: 'ccc',
      [`${root}/backups/sitekur-2026-01-02T03-04-05.ndjson.gz`]: 'dddd',
    }
    for (const [key, value] of Object.entries(keys)) await store().put(key, streamOf(text(value)))
    const sorted = (list: { key: string }[]) => [...list].sort((a, b) => a.key.localeCompare(b.key))
    expect(sorted(await store().list(`${root}/uploads/u-1/`))).toEqual([
      { key: `${root}/uploads/u-1/photo`, size: 2 },
      { key: `${root}/uploads/u-1/photo.v2.webp`, size: 1 },
    ])
    expect(sorted(await store().list(`${root}/uploads/`))).toHaveLength(3)
    expect(await store().list(`${root}/backups/sitekur-2026`)).toEqual([
      { key: `${root}/backups/sitekur-2026-01-02T03-04-05.ndjson.gz`, size: 4 },
    ])
    expect(await store().list(`${root}/nothing/`)).toEqual([])
    for (const [key, value] of Object.entries(keys)) expect(await readBlob(store(), key)).toEqual(text(value))
  })

  it('replaces what a key held: one entry, the new bytes', async () => {
    const root = freshRoot()
    await store().put(`${root}/f`, streamOf(text('the old, longer bytes')))
    await store().put(`${root}/f`, streamOf(text('new')))
    expect(await readBlob(store(), `${root}/f`)).toEqual(text('new'))
    expect(await store().list(`${root}/`)).toEqual([{ key: `${root}/f`, size: 3 }])
  })

  it("a stream that fails midway leaves nothing behind, and put rejects with the stream's error", async () => {
    const root = freshRoot()
    const dropped = new Error('the upload was cut')
    await expect(store().put(`${root}/cut`, failingStream(300_000, dropped))).rejects.toBe(dropped)
    expect(await store().open(`${root}/cut`)).toBeNull()
    expect(await store().list(`${root}/`)).toEqual([])
  })

  it('a failed replacement keeps the bytes the key held before', async () => {
    const root = freshRoot()
    await store().put(`${root}/kept`, streamOf(text('before')))
    const dropped = new Error('the upload was cut')
    await expect(store().put(`${root}/kept`, failingStream(300_000, dropped))).rejects.toBe(dropped)
    expect(await readBlob(store(), `${root}/kept`)).toEqual(text('before'))
    expect(await store().list(`${root}/`)).toEqual([{ key: `${root}/kept`, size: 6 }])
  })

  it(
    'streams a large file through and reads it back byte for byte',
    async () => {
      const root = freshRoot()
      const bytes = patternBytes(options.largeBytes)
      const stored = await store().put(`${root}/large.bin`, streamOf(bytes))
      expect(stored).toEqual({ size: bytes.length, sha256: sha256(bytes) })
      const opened = await store().open(`${root}/large.bin`)
      expect(opened?.size).toBe(bytes.length)
      const back = new Uint8Array(await new Response(opened!.body).arrayBuffer())
      expect(back.length).toBe(bytes.length)
      expect(sha256(back)).toBe(sha256(bytes))
    },
    options.largeTimeoutMs,
  )

  it("refuses keys that could name something outside the store ('..', absolute, odd characters)", async () => {
    for (const key of ['../x', '/abs', 'a/../b', 'a/./b', 'a b', 'a/']) {
      await expect(store().put(key, streamOf(text('x')))).rejects.toThrow('Invalid file key')
      await expect(store().open(key)).rejects.toThrow('Invalid file key')
    }
  })
}
