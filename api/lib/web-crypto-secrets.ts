import type { Secrets } from '../ports/infrastructure'
import { base64UrlToBytes, bytesToBase64Url } from './crypto'

// A `Secrets` port over Web Crypto, usable by every host: AES-256-GCM with a random 96-bit IV.
// Cipher text format: `v1.<base64url(iv)>.<base64url(ciphertext+tag)>`.
export async function createWebCryptoSecrets(options: {
  jwtSecret: string
  /** 32 bytes of key material, base64url or base64 (hex of 64 chars is accepted too). */
  encryptionKey: string
}): Promise<Secrets> {
  const raw = /^[0-9a-f]{64}$/i.test(options.encryptionKey)
    ? Uint8Array.from(options.encryptionKey.match(/../g) ?? [], (h) => parseInt(h, 16))
    : base64UrlToBytes(options.encryptionKey.replace(/=+$/, ''))
  if (raw.length !== 32) throw new Error('ENCRYPTION_KEY must be 32 bytes (base64url or hex)')
  const key = await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt'])
  const encoder = new TextEncoder()
  const decoder = new TextDecoder()
  return {
    jwtSecret: options.jwtSecret,
    async encrypt(plain) {
      const iv = crypto.getRandomValues(new Uint8Array(12))
      const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, encoder.encode(plain))
      return `v1.${bytesToBase64Url(iv)}.${bytesToBase64Url(new Uint8Array(sealed))}`
    },
    async decrypt(cipher) {
      const [version, iv, data] = cipher.split('.')
      if (version !== 'v1' || !iv || !data) throw new Error('Unknown cipher text format')
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: base64UrlToBytes(iv) },
        key,
        base64UrlToBytes(data),
      )
      return decoder.decode(plain)
    },
  }
}
