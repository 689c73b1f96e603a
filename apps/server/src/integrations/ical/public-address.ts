import { BlockList, isIP } from 'node:net'

// IANA special-purpose registries (RFC 6890 and successors): none of these is a calendar on the internet.
const SPECIAL_IPV4: [string, number][] = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 included
  ['10.0.0.0', 8], // RFC 1918
  ['100.64.0.0', 10], // carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata at 169.254.169.254
  ['172.16.0.0', 12], // RFC 1918
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // TEST-NET-1
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // RFC 1918
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // TEST-NET-2
  ['203.0.113.0', 24], // TEST-NET-3
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, 255.255.255.255 included
]

// Global unicast IPv6 is 2000::/3; everything else (::1, ::, IPv4-mapped ::ffff:0:0/96, NAT64 64:ff9b::/96,
// unique-local fc00::/7, link-local fe80::/10, site-local fec0::/10, multicast ff00::/8) lies outside it.
const SPECIAL_IPV6_INSIDE_GLOBAL: [string, number][] = [
  ['2001::', 23], // IETF protocol assignments: Teredo 2001::/32, benchmarking, ORCHID…
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: carries an IPv4 address, possibly a private one
  ['3fff::', 20], // documentation (RFC 9637)
]

const deniedV4 = new BlockList()
for (const [network, prefix] of SPECIAL_IPV4) deniedV4.addSubnet(network, prefix, 'ipv4')
const globalV6 = new BlockList()
globalV6.addSubnet('2000::', 3, 'ipv6')
const deniedV6 = new BlockList()
for (const [network, prefix] of SPECIAL_IPV6_INSIDE_GLOBAL) deniedV6.addSubnet(network, prefix, 'ipv6')

/**
 * Whether an IP address is a public internet address a server may fetch from: not loopback, private,
 * link-local, carrier-grade NAT, multicast, reserved or documentation space, in IPv4 or IPv6 (an
 * IPv4-mapped IPv6 address counts as not public). Anything that is not an IP address is not public.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, '$1')
  const family = isIP(bare)
  if (family === 4) return !deniedV4.check(bare, 'ipv4')
  if (family !== 6 || bare.includes('%')) return false
  return globalV6.check(bare, 'ipv6') && !deniedV6.check(bare, 'ipv6')
}
