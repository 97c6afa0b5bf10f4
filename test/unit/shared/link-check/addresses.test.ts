/**
 * The private-network rule (src/shared/link-check/addresses.ts): which addresses a link may never reach
 * (IPv4 and IPv6 ranges, IPv4 carried inside IPv6), which names only a private network resolves,
 * and the connect-time lookup that refuses a name when any of its addresses is private.
 */
import type { LookupAddress } from 'node:dns'
import { describe, expect, it } from 'vitest'
import {
  guardedLookup,
  isPrivateAddress,
  PrivateAddressError,
  privateHostReason,
  type Resolver,
} from '../../../../src/shared/link-check/addresses.ts'

describe('isPrivateAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback, anywhere in 127/8'],
    ['0.0.0.0', 'this host'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['169.254.169.254', 'link-local: cloud metadata'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'IPv6 loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['fd12:3456::1', 'unique local'],
    ['fc00::1', 'unique local'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback, dotted'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, as the URL parser writes it'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata address'],
    ['0:0:0:0:0:ffff:10.0.0.1', 'IPv4-mapped, written out'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['64:ff9b::10.0.0.1', 'NAT64 of a private address'],
    ['2002:c0a8:101::1', '6to4 of 192.168.1.1'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'Teredo, client 127.0.0.1 (inverted)'],
    ['not an address', 'anything else fails closed'],
  ])('%s is private (%s)', (address) => {
    expect(isPrivateAddress(address)).toBe(true)
  })

  it.each([
    ['93.184.215.14'],
    ['8.8.8.8'],
    ['172.32.0.1'],
    ['100.128.0.1'],
    ['2606:4700:4700::1111'],
    ['::ffff:8.8.8.8'],
    ['64:ff9b::8.8.8.8'],
    ['2002:808:808::1'],
  ])('%s is public', (address) => {
    expect(isPrivateAddress(address)).toBe(false)
  })
})

describe('privateHostReason', () => {
  it.each([
    ['127.0.0.2', '127.0.0.2 is a private network address'],
    ['[::1]', '::1 is a private network address'],
    ['[::ffff:7f00:1]', '::ffff:7f00:1 is a private network address'],
    ['localhost', 'its host name is one only a private network resolves'],
    ['localhost.', 'its host name is one only a private network resolves'],
    ['api.localhost', 'its host name is one only a private network resolves'],
    ['printer.local', 'its host name is one only a private network resolves'],
    ['metadata.google.internal', 'its host name is one only a private network resolves'],
    ['router.home.arpa', 'its host name is one only a private network resolves'],
    ['intranet', 'its host name is one only a private network resolves'],
  ])('refuses %s', (hostname, reason) => {
    expect(privateHostReason(hostname)).toBe(reason)
  })

  it('lets public names and addresses through (their addresses are checked at connect time)', () => {
    expect(privateHostReason('docs.example.com')).toBeUndefined()
    expect(privateHostReason('8.8.8.8')).toBeUndefined()
    expect(privateHostReason('[2606:4700:4700::1111]')).toBeUndefined()
  })

  it('sees the addresses the URL parser makes of other spellings', () => {
    for (const spelled of ['http://2130706433/', 'http://0x7f.1/', 'http://017700000001/']) {
      expect(privateHostReason(new URL(spelled).hostname)).toBe(
        '127.0.0.1 is a private network address',
      )
    }
  })
})

describe('guardedLookup', () => {
  const resolver =
    (addresses: string[]): Resolver =>
    (_hostname, _options, callback) =>
      callback(
        null,
        addresses.map((address): LookupAddress => ({
          address,
          family: address.includes(':') ? 6 : 4,
        })),
      )
  const lookup = (addresses: string[], all: boolean, treatAsPublic: string[] = []) =>
    new Promise<{ error: unknown; result: unknown }>((resolve) =>
      guardedLookup(resolver(addresses), treatAsPublic)(
        'docs.example.com',
        { all },
        (error, result) => resolve({ error, result }),
      ),
    )

  it('gives the addresses of a public name, in both of lookup’s shapes', async () => {
    expect(await lookup(['93.184.215.14', '2606:2800::1'], true)).toEqual({
      error: null,
      result: [
        { address: '93.184.215.14', family: 4 },
        { address: '2606:2800::1', family: 6 },
      ],
    })
    expect((await lookup(['93.184.215.14'], false)).result).toBe('93.184.215.14')
  })

  it('refuses a name when any of its addresses is private, naming the address', async () => {
    const { error } = await lookup(['93.184.215.14', '169.254.169.254'], true)
    expect(error).toBeInstanceOf(PrivateAddressError)
    expect(error).toMatchObject({ hostname: 'docs.example.com', address: '169.254.169.254' })
    expect((await lookup(['::ffff:10.0.0.1'], false)).error).toBeInstanceOf(PrivateAddressError)
  })

  it('lets through the loopback addresses a test names as public, and no other', async () => {
    expect((await lookup(['127.0.0.3'], true, ['127.0.0.3'])).error).toBeNull()
    expect((await lookup(['127.0.0.2'], true, ['127.0.0.3'])).error).toBeInstanceOf(
      PrivateAddressError,
    )
  })
})
