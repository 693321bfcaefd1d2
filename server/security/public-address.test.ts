import { describe, expect, it } from 'vitest'
import { addressKind, isPublicAddress } from './public-address'

// docs/security.md#addresses-the-server-connects-to: only public unicast addresses are connected to.
describe('addressKind', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.7', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'carrier-grade-nat'],
    ['100.127.255.255', 'carrier-grade-nat'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['203.0.113.5', 'reserved'],
  ])('IPv4 %s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind)
  })

  it.each([
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'private'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['2001::1', 'reserved'],
    ['100::1', 'reserved'],
    ['::127.0.0.1', 'reserved'],
    ['64:ff9b:1::1', 'reserved'],
  ])('IPv6 %s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind)
  })

  it('judges an IPv6 address that carries an IPv4 one by the IPv4 address', () => {
    expect(addressKind('::ffff:127.0.0.1')).toBe('loopback')
    expect(addressKind('::ffff:7f00:1')).toBe('loopback')
    expect(addressKind('[::ffff:a9fe:a9fe]')).toBe('link-local')
    expect(addressKind('::ffff:10.1.2.3')).toBe('private')
    expect(addressKind('::ffff:8.8.8.8')).toBe('public')
    expect(addressKind('64:ff9b::192.168.0.1')).toBe('private')
    expect(addressKind('64:ff9b::808:808')).toBe('public')
    expect(addressKind('2002:7f00:1::1')).toBe('loopback')
    expect(addressKind('2002:0808:0808::1')).toBe('public')
  })

  it('calls the public internet public', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '142.250.74.10']) {
      expect(isPublicAddress(address), address).toBe(true)
    }
    for (const address of ['2a00:1450:4001:80b::200a', '2606:4700:4700::1111', '[2620:fe::fe]']) {
      expect(isPublicAddress(address), address).toBe(true)
    }
  })

  it('calls what is not an address invalid', () => {
    for (const text of ['', 'localhost', 'push.example.com', '1.2.3', '::g', '1.2.3.4.5']) {
      expect(addressKind(text), text).toBe('invalid')
    }
  })
})
