import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  iyzicoAuthorization,
  iyzicoPrice,
  kurusOf,
  responseSignatureOf,
  signatureMatches,
} from './iyzico-signature'

// iyzico's money strings and signatures (docs/decisions/0032-iyzico-over-its-http-api.md): kuruş never
// pass through a float on the way out, and the IYZWSv2 header carries what iyzico recomputes.
describe('iyzico signature and prices', () => {
  it('writes kuruş as iyzico price strings and reads its prices back without float errors', () => {
    expect([35_880, 5, 100, 1_099_990].map(iyzicoPrice)).toEqual(['358.80', '0.05', '1.00', '10999.90'])
    expect([358.8, '358.80', '1', 0.29, '0.1', '12.345'].map(kurusOf)).toEqual([
      35_880, 35_880, 100, 29, 10, 1_234,
    ])
    expect([-1, '1e3', 'abc', null, '.5'].map(kurusOf)).toEqual([null, null, null, null, null])
  })

  it('signs randomKey + path + body with the secret and names the key and random key in the header', () => {
    const body = '{"locale":"tr","token":"t"}'
    const { authorization, randomKey } = iyzicoAuthorization('anahtar', 'gizli', '/payment/x', body, '123abc')
    expect(randomKey).toBe('123abc')
    const decoded = Buffer.from(authorization.replace(/^IYZWSv2 /, ''), 'base64').toString('utf8')
    const expected = createHmac('sha256', 'gizli').update(`123abc/payment/x${body}`).digest('hex')
    expect(decoded).toBe(`apiKey:anahtar&randomKey:123abc&signature:${expected}`)
  })

  it('checks a response signature over the fields joined by colons', () => {
    const fields = ['SUCCESS', '22417489', 'TRY', 'b', 'c', 358.8, 358.8, 'tok']
    const signature = createHmac('sha256', 'gizli')
      .update('SUCCESS:22417489:TRY:b:c:358.8:358.8:tok')
      .digest('hex')
    expect(responseSignatureOf('gizli', fields)).toBe(signature)
    expect(signatureMatches(signature, signature)).toBe(true)
    expect(signatureMatches(signature, signature.replace(/.$/, '0'))).toBe(signature.endsWith('0'))
    expect(signatureMatches(signature, undefined)).toBe(false)
  })
})
