/*
| Who "one client" is for the rate limits and the per-client slots: an IPv4
| address, or the /64 network of an IPv6 address. One IPv6 subscriber (a
| home line, a cloud VM) is usually given a whole /64, so keying by the full
| address would hand anyone 2^64 budgets. IPv4 addresses in IPv6 form
| (`::ffff:192.0.2.1`) are their IPv4 address.
*/
import ipaddr from 'ipaddr.js'

/** The key of the client at `address` (as the socket or the trusted proxy gives it). */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const ipv6 = parsed as ipaddr.IPv6
  if (ipv6.isIPv4MappedAddress()) return ipv6.toIPv4Address().toString()
  const network = ipv6.parts.slice(0, 4).map((part) => part.toString(16))
  return `${network.join(':')}::/64`
}
