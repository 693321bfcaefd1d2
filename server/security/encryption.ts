import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

// AES-256-GCM for secrets at rest (customers' hosting and domain panel passwords).
// Output: "v1.<base64url(iv[12])>.<base64url(ciphertext | tag[16])>", the format of the api's Web Crypto
// implementation (api/lib/web-crypto-secrets.ts), so either can read the other's values. The tag
// authenticates the text: any change to a stored value makes decrypt throw instead of returning garbage.

const IV_BYTES = 12
const TAG_BYTES = 16

export class DecryptionError extends Error {
  constructor() {
    super('The encrypted value is damaged or was encrypted with another key.')
    this.name = 'DecryptionError'
  }
}

export interface Encryptor {
  encrypt(plain: string): Promise<string>
  decrypt(cipher: string): Promise<string>
}

export function createEncryptor(key: Buffer): Encryptor {
  if (key.length !== 32) throw new Error('ENCRYPTION_KEY must be 32 bytes.')
  return {
    async encrypt(plain) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      const sealed = Buffer.concat([body, cipher.getAuthTag()])
      return `v1.${iv.toString('base64url')}.${sealed.toString('base64url')}`
    },
    async decrypt(text) {
      const [version, ivText, sealedText, extra] = text.split('.')
      if (version !== 'v1' || !ivText || !sealedText || extra !== undefined) throw new DecryptionError()
      const iv = Buffer.from(ivText, 'base64url')
      const sealed = Buffer.from(sealedText, 'base64url')
      if (iv.length !== IV_BYTES || sealed.length < TAG_BYTES) throw new DecryptionError()
      const tag = sealed.subarray(sealed.length - TAG_BYTES)
      const body = sealed.subarray(0, sealed.length - TAG_BYTES)
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv)
        decipher.setAuthTag(tag)
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
      } catch {
        throw new DecryptionError()
      }
    },
  }
}
