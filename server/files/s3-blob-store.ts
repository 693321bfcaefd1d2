import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3'
import { assertBlobKey, readInPieces, type BlobStore, type StoredBlob } from './blob-store'

/**
 * Bytes per uploaded part: a put holds at most two parts in memory (one on its way, one filling).
 * S3 wants at least 5 MiB for every part but the last, and at most 10,000 parts (here 80 GiB a file).
 */
export const PART_BYTES = 8 * 1024 * 1024

export interface S3BlobStoreOptions {
  /** Where the service listens, without the bucket: 'https://s3.example.com', 'http://127.0.0.1:9000'. */
  endpoint: string
  region: string
  bucket: string
  /** Put before every key in the bucket ('' or 'sitekur/'), so that one bucket can serve several uses. */
  prefix: string
  accessKeyId: string
  secretAccessKey: string
  /** Keys asked for per ListObjectsV2 page (S3's own maximum, 1000, unless a test wants pages). */
  listPageSize?: number
}

const BUCKET_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/
const PREFIX_PART_PATTERN = /^[A-Za-z0-9_.-]+$/

/**
 * Reads S3_URL: `s3://KEY:SECRET@host[:port]/bucket[/prefix][?region=…&tls=false]` (TLS unless
 * tls=false), or the same with `https://` or `http://` saying the transport itself. Credentials are
 * percent-decoded; addressing is path-style. Rules: docs/rules/file-storage-s3.md#s3_url.
 */
export function parseS3Url(text: string): S3BlobStoreOptions {
  // Never echo the value: it carries the secret key.
  const fail = (why: string): never => {
    throw new Error(`Invalid S3_URL: ${why}`)
  }
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    return fail('not a URL (s3://KEY:SECRET@host/bucket)')
  }
  if (!['s3:', 'https:', 'http:'].includes(url.protocol)) fail('the scheme must be s3, https or http')
  if (!url.host) fail('no host')
  let tls = url.protocol !== 'http:'
  let region = 'us-east-1'
  for (const [name, value] of url.searchParams) {
    if (name === 'region' && /^[a-z0-9-]+$/.test(value)) region = value
    else if (name === 'tls' && url.protocol === 's3:' && (value === 'true' || value === 'false')) {
      tls = value === 'true'
    } else fail(`unknown or invalid parameter '${name}' (region=…; tls=true|false with s3://)`)
  }
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part)
    } catch {
      return fail('the credentials are not properly percent-encoded')
    }
  }
  const accessKeyId = decode(url.username)
  const secretAccessKey = decode(url.password)
  if (!accessKeyId || !secretAccessKey) fail('the access key and the secret key are required (KEY:SECRET@)')
  const [bucket = '', ...prefixParts] = url.pathname.split('/').filter(Boolean)
  if (!BUCKET_PATTERN.test(bucket)) fail('the path must start with a bucket name (3–63 of a-z 0-9 . -)')
  const badPart = prefixParts.find((part) => !PREFIX_PART_PATTERN.test(part) || /^\.+$/.test(part))
  if (badPart !== undefined) fail('the key prefix after the bucket may hold only A-Z a-z 0-9 _ . -')
  return {
    endpoint: `${tls ? 'https' : 'http'}://${url.host}`,
    region,
    bucket,
    prefix: prefixParts.map((part) => `${part}/`).join(''),
    accessKeyId,
    secretAccessKey,
  }
}

/** A missing object: GetObject says NoSuchKey, HeadObject (no body) only NotFound. */
function missing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound')
}

/**
 * Files in an S3-compatible bucket, so that processes on several machines serve the same uploads,
 * images and backups. A put streams: a file smaller than one part is one PutObject, a larger one a
 * multipart upload that S3 shows under the key only when it is completed; a stream that fails aborts
 * it. Rules: docs/rules/file-storage-s3.md.
 */
export function createS3BlobStore(options: S3BlobStoreOptions): BlobStore {
  const { bucket: Bucket, prefix } = options
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK's default CRC checksums (aws-chunked bodies with trailers) are not understood by every
    // S3-compatible service; the payload is still signed, and put hashes what it sends itself.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const objectKey = (key: string) => {
    assertBlobKey(key)
    return prefix + key
  }

  return {
    async put(key, body) {
      const Key = objectKey(key)
      let uploadId: string | undefined
      const parts: CompletedPart[] = []
      let inFlight: Promise<void> | undefined

      const uploadPart = async (data: Uint8Array) => {
        if (uploadId === undefined) {
          const created = await client.send(new CreateMultipartUploadCommand({ Bucket, Key }))
          if (!created.UploadId) throw new Error(`S3 gave no upload id for '${key}'`)
          uploadId = created.UploadId
        }
        const PartNumber = parts.length + 1
        const { ETag } = await client.send(
          new UploadPartCommand({ Bucket, Key, UploadId: uploadId, PartNumber, Body: data }),
        )
        parts.push({ PartNumber, ETag })
      }
      /** Sends a part once the previous one is stored, and goes on reading meanwhile. */
      const sendPart = async (data: Uint8Array) => {
        await inFlight
        inFlight = uploadPart(data)
        // Awaited before the next part and at the end; until then its failure is not unhandled.
        inFlight.catch(() => undefined)
      }

      try {
        return await readInPieces(body, PART_BYTES, async (data, last) => {
          if (!last) return sendPart(data)
          if (inFlight === undefined) {
            // Smaller than one part: one request, stored whole or not at all.
            await client.send(new PutObjectCommand({ Bucket, Key, Body: data, ContentLength: data.length }))
            return
          }
          if (data.length > 0) await sendPart(data)
          await inFlight
          await client.send(
            new CompleteMultipartUploadCommand({
              Bucket,
              Key,
              UploadId: uploadId,
              MultipartUpload: { Parts: parts },
            }),
          )
        })
      } catch (error) {
        await inFlight?.catch(() => undefined)
        if (uploadId !== undefined) {
          // Best effort: an upload left open is invisible, and the bucket's lifecycle rule removes it
          // (docs/rules/file-storage-s3.md#unfinished-uploads).
          await client
            .send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId }))
            .catch(() => undefined)
        }
        throw error
      }
    },

    async open(key) {
      const Key = objectKey(key)
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key }))
        const body = object.Body
          ? (object.Body.transformToWebStream() as ReadableStream<Uint8Array>)
          : new Response(new Uint8Array()).body!
        return { size: object.ContentLength ?? 0, body }
      } catch (error) {
        if (missing(error)) return null
        throw error
      }
    },

    async delete(key) {
      const Key = objectKey(key)
      // DeleteObject answers the same whether or not the key existed: ask first.
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key }))
      } catch (error) {
        if (missing(error)) return false
        throw error
      }
      await client.send(new DeleteObjectCommand({ Bucket, Key }))
      return true
    },

    async list(keyPrefix) {
      const found: StoredBlob[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: prefix + keyPrefix,
            ContinuationToken,
            MaxKeys: options.listPageSize,
          }),
        )
        for (const object of page.Contents ?? []) {
          if (object.Key) found.push({ key: object.Key.slice(prefix.length), size: object.Size ?? 0 })
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return found
    },
  }
}
