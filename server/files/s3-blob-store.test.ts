import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server, type TestS3Server } from '../../tests/support/s3-server'
import { readBlob, type BlobStore } from './blob-store'
import { describeBlobStoreContract, failingStream, patternBytes, streamOf } from './blob-store-contract'
import { createS3BlobStore, parseS3Url, PART_BYTES, type S3BlobStoreOptions } from './s3-blob-store'

// The S3 store against a real S3-compatible server on loopback (s3rver, decision 0028). The server
// records the requests it receives, so the tests can also say which S3 calls a put made.

let s3: TestS3Server
let connection: S3BlobStoreOptions

beforeAll(async () => {
  s3 = await startS3Server()
  connection = parseS3Url(s3.url)
})

afterAll(async () => {
  await s3?.stop()
})

/** The S3 calls the server received while `run` ran, named as in the S3 API. */
async function callsDuring(run: () => Promise<unknown>) {
  const from = (await s3.requests()).length
  await run()
  return (await s3.requests()).slice(from).map(({ method, url, bytes }) => {
    const query = new URL(url, 'http://s3').searchParams
    const name =
      method === 'POST' && query.has('uploads')
        ? 'CreateMultipartUpload'
        : method === 'PUT' && query.has('uploadId')
          ? 'UploadPart'
          : method === 'POST' && query.has('uploadId')
            ? 'CompleteMultipartUpload'
            : method === 'DELETE' && query.has('uploadId')
              ? 'AbortMultipartUpload'
              : method === 'PUT'
                ? 'PutObject'
                : method === 'GET' && query.get('list-type') === '2'
                  ? 'ListObjectsV2'
                  : `${method} ${url}`
    return { name, bytes, uploadId: query.get('uploadId') }
  })
}

describe('S3 blob store: the BlobStore contract', () => {
  describeBlobStoreContract(() => createS3BlobStore(connection), { largeBytes: 12 * 1024 * 1024 })
})

describe('S3 blob store: how it uses S3', () => {
  const store = () => createS3BlobStore(connection)

  it('sends a file smaller than a part as one PutObject', async () => {
    const calls = await callsDuring(() => store().put('small/one.txt', streamOf(patternBytes(1000))))
    expect(calls.map((call) => call.name)).toEqual(['PutObject'])
  })

  it('sends 12 MB as a multipart upload of parts no larger than PART_BYTES, completed once', async () => {
    const calls = await callsDuring(() =>
      store().put('large/twelve.bin', streamOf(patternBytes(12 * 1024 * 1024))),
    )
    expect(calls.map((call) => call.name)).toEqual([
      'CreateMultipartUpload',
      'UploadPart',
      'UploadPart',
      'CompleteMultipartUpload',
    ])
    const parts = calls.filter((call) => call.name === 'UploadPart')
    expect(parts.map((part) => part.bytes)).toEqual([PART_BYTES, 12 * 1024 * 1024 - PART_BYTES])
  })

  it('aborts the multipart upload when the stream fails after a part was sent', async () => {
    const cut = new Error('cut after the first part')
    const calls = await callsDuring(() =>
      expect(store().put('large/cut.bin', failingStream(PART_BYTES + 100_000, cut))).rejects.toBe(cut),
    )
    expect(calls.map((call) => call.name)).toEqual([
      'CreateMultipartUpload',
      'UploadPart',
      'AbortMultipartUpload',
    ])
    expect(calls[2]!.uploadId).toBe(calls[1]!.uploadId)
    expect(await store().list('large/cut')).toEqual([])
  })

  it('keeps its keys under the prefix of S3_URL, and lists them without it', async () => {
    const scoped = createS3BlobStore({ ...connection, prefix: 'site-a/' })
    await scoped.put('uploads/u-1/p.jpg', streamOf(patternBytes(10)))
    expect(await scoped.list('uploads/')).toEqual([{ key: 'uploads/u-1/p.jpg', size: 10 }])
    expect(await store().list('site-a/')).toEqual([{ key: 'site-a/uploads/u-1/p.jpg', size: 10 }])
    expect(await store().open('uploads/u-1/p.jpg')).toBeNull()
    expect(await readBlob(store(), 'site-a/uploads/u-1/p.jpg')).toEqual(patternBytes(10))
  })

  it('lists every key when S3 answers in pages', async () => {
    const paged = createS3BlobStore({ ...connection, prefix: 'paged/', listPageSize: 2 })
    for (const n of [1, 2, 3, 4, 5]) await paged.put(`k/${n}`, streamOf(patternBytes(n)))
    const calls = await callsDuring(async () => {
      const keys = (await paged.list('k/')).map((blob) => blob.key).sort()
      expect(keys).toEqual(['k/1', 'k/2', 'k/3', 'k/4', 'k/5'])
    })
    expect(calls.map((call) => call.name)).toEqual(['ListObjectsV2', 'ListObjectsV2', 'ListObjectsV2'])
  })

  it('fails, not answers null or false, when S3 refuses the access key or the bucket does not exist', async () => {
    const stores: [BlobStore, string][] = [
      [createS3BlobStore({ ...connection, accessKeyId: 'UNKNOWN' }), 'InvalidAccessKeyId'],
      [createS3BlobStore({ ...connection, bucket: 'no-such-bucket' }), 'NoSuchBucket'],
    ]
    for (const [other, refusal] of stores) {
      await expect(other.open('small/one.txt')).rejects.toMatchObject({ name: refusal })
      await expect(other.list('')).rejects.toMatchObject({ name: refusal })
      await expect(other.put('small/two.txt', streamOf(patternBytes(10)))).rejects.toMatchObject({
        name: refusal,
      })
    }
    await expect(stores[0]![0].delete('small/one.txt')).rejects.toThrow()
  })
})

describe('parseS3Url', () => {
  it('reads s3:// with TLS by default, the region, and percent-decoded credentials', () => {
    expect(
      parseS3Url('s3://AKIA%2Fx:se%2Fc%2Bret%40%3A@s3.example.com/my-bucket?region=eu-central-1'),
    ).toEqual({
      endpoint: 'https://s3.example.com',
      region: 'eu-central-1',
      bucket: 'my-bucket',
      prefix: '',
      accessKeyId: 'AKIA/x',
      secretAccessKey: 'se/c+ret@:',
    })
  })

  it('takes tls=false, a port, a key prefix, and https:// or http:// as the transport', () => {
    expect(parseS3Url('s3://k:s@127.0.0.1:9000/files/sitekur/prod?tls=false')).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'files',
      prefix: 'sitekur/prod/',
    })
    expect(parseS3Url('https://k:s@s3.example.com/bucket-1/')).toMatchObject({
      endpoint: 'https://s3.example.com',
      bucket: 'bucket-1',
      prefix: '',
    })
    expect(parseS3Url('http://k:s@[::1]:9000/bucket-1').endpoint).toBe('http://[::1]:9000')
  })

  it('refuses a value it cannot use, without repeating the secret', () => {
    const refused = [
      'not a url',
      'ftp://k:s3cr3t@host/bucket',
      's3://host/bucket',
      's3://k@host/bucket',
      's3://k:s3cr3t@host/',
      's3://k:s3cr3t@host/Bad_Bucket',
      's3://k:s3cr3t@host/bucket/a%20b',
      's3://k:s3cr3t@host/bucket?tls=no',
      'https://k:s3cr3t@host/bucket?tls=false',
      's3://k:s3cr3t@host/bucket?regoin=eu',
      's3://k:%E0%A4%A@host/bucket',
    ]
    for (const value of refused) {
      expect(() => parseS3Url(value), value).toThrow(/^Invalid S3_URL: /)
      try {
        parseS3Url(value)
      } catch (error) {
        expect((error as Error).message).not.toContain('s3cr3t')
      }
    }
  })
})
