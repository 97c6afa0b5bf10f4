/**
 * The private-network rule of the link check: a page of the preview is written by whoever wrote
 * the pull request, so a link on it must never make the runner reach its own loopback, its
 * network, or a cloud's metadata service (`http://169.254.169.254/`). The rule applies to the
 * addresses a hostname resolves to, checked inside the connection's own lookup (the address
 * checked is the address connected to: no gap for a DNS answer that changes between a check and
 * the connection), and, where a proxy resolves the name instead, to the hostname and literal
 * addresses.
 */
import type { LookupAddress, LookupAllOptions, LookupOptions } from 'node:dns'
import { lookup as dnsLookup } from 'node:dns'
import { BlockList, isIP } from 'node:net'

/** A link on another host whose address is on a loopback, private or link-local network. */
export class PrivateAddressError extends Error {
  readonly hostname: string
  readonly address: string

  constructor(hostname: string, address: string) {
    super(`${hostname} is on a private network (${address})`)
    this.name = 'PrivateAddressError'
    this.hostname = hostname
    this.address = address
  }
}

/** Every address that is not a public unicast address on the Internet. */
const NOT_PUBLIC = new BlockList()
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches this machine on Linux
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT, shared address space
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, the cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NOT_PUBLIC.addSubnet(prefix, bits, 'ipv4')
}
for (const [prefix, bits] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed by some networks)
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(prefix, bits, 'ipv6')
}

/**
 * True when `address` (an IPv4 or IPv6 literal, a zone allowed) is not a public unicast address,
 * including IPv6 addresses that carry an IPv4 address which is not public: mapped
 * (`::ffff:127.0.0.1`), IPv4-compatible (`::127.0.0.1`), NAT64 (`64:ff9b::a00:1`), 6to4
 * (`2002:7f00:1::`) and Teredo (whose client address is stored inverted). Anything that is not
 * an address at all counts as not public: the rule fails closed.
 */
export function isPrivateAddress(address: string): boolean {
  const literal = withoutZone(address)
  const family = isIP(literal)
  if (family === 4) return NOT_PUBLIC.check(literal, 'ipv4')
  if (family !== 6) return true
  if (NOT_PUBLIC.check(literal, 'ipv6')) return true
  const embedded = embeddedIpv4(literal)
  return embedded !== undefined && NOT_PUBLIC.check(embedded, 'ipv4')
}

function withoutZone(address: string): string {
  const zone = address.indexOf('%')
  return zone === -1 ? address : address.slice(0, zone)
}

/** The IPv4 address an IPv6 address carries by one of the standard embeddings, if any. */
function embeddedIpv4(address: string): string | undefined {
  const words = ipv6Words(address)
  const word = (i: number): number => words[i] ?? 0
  const ipv4 = (i: number, invert = 0): string => {
    const high = word(i) ^ invert
    const low = word(i + 1) ^ invert
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  }
  const zeroFrom = (start: number, end: number): boolean =>
    words.slice(start, end).every((w) => w === 0)
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible).
  if (zeroFrom(0, 5) && (word(5) === 0xffff || word(5) === 0)) return ipv4(6)
  // 64:ff9b::a.b.c.d, the well-known NAT64 prefix.
  if (word(0) === 0x64 && word(1) === 0xff9b && zeroFrom(2, 6)) return ipv4(6)
  // 2002:aabb:ccdd::/48, 6to4.
  if (word(0) === 0x2002) return ipv4(1)
  // 2001:0::/32, Teredo: the client's address is the last 32 bits, inverted.
  if (word(0) === 0x2001 && word(1) === 0) return ipv4(6, 0xffff)
  return undefined
}

/**
 * The eight 16-bit words of an IPv6 address `isIP` accepted. The URL parser writes it in its
 * canonical form first (hexadecimal words, one `::`, no dotted quad), which is simple to split.
 */
function ipv6Words(address: string): number[] {
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1)
  const [head = '', tail] = canonical.split('::')
  const words = (part: string): number[] =>
    part === '' ? [] : part.split(':').map((w) => Number.parseInt(w, 16))
  const first = words(head)
  const last = tail === undefined ? [] : words(tail)
  return [...first, ...new Array<number>(8 - first.length - last.length).fill(0), ...last]
}

/** The reason for a private name: fixed text (the name is the page author's; the link shows it). */
const PRIVATE_NAME = 'its host name is one only a private network resolves'

/**
 * Why a link's hostname (as the URL parser gives it: lower case, IPv6 in brackets) must not be
 * fetched, before any connection: a literal address that is not public, or a name that only a
 * private network resolves (`localhost` and its subdomains, `.local`, `.internal`,
 * `.home.arpa`, a name of one label). This is all that can be checked when a proxy resolves the
 * name; without one, the connection's lookup checks the addresses too (guardedLookup).
 */
export function privateHostReason(hostname: string): string | undefined {
  const host = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname
  const literal = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host
  if (isIP(literal) !== 0) {
    return isPrivateAddress(literal) ? `${literal} is a private network address` : undefined
  }
  const labels = host.split('.')
  const last = labels.at(-1) ?? ''
  const privateSuffix =
    last === 'localhost' ||
    last === 'local' ||
    last === 'internal' ||
    host.endsWith('.home.arpa') ||
    labels.length === 1
  return privateSuffix ? PRIVATE_NAME : undefined
}

/** `dns.lookup`'s shape, for tests that resolve names without DNS. */
export type Resolver = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void

/**
 * A `lookup` for `net.connect`/`tls.connect` (undici passes its `connect` options through):
 * resolves the name, and fails the connection with a PrivateAddressError when any address it
 * resolves to is not public, so the socket never opens to it. `treatAsPublic` is a test seam:
 * loopback addresses a test's "other host" listens on.
 */
export function guardedLookup(
  resolve: Resolver = dnsLookup as Resolver,
  treatAsPublic: readonly string[] = [],
): (hostname: string, options: LookupOptions, callback: LookupCallback) => void {
  const refuses = (address: string): boolean =>
    isPrivateAddress(address) && !treatAsPublic.includes(address)
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, [])
      const refused = addresses.find((a) => refuses(a.address))
      if (refused) return callback(new PrivateAddressError(hostname, refused.address), [])
      const first = addresses[0]
      if (!first) return callback(Object.assign(new Error(`${hostname}: no address`)), [])
      if (options.all) return callback(null, addresses)
      callback(null, first.address, first.family)
    })
  }
}
