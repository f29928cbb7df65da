/*
| Who "one client" is for the rate limits and the per-client slots: an IPv4
| address, or the /64 network of an IPv6 address. One IPv6 subscriber (a
| home line, a cloud VM) is usually given a whole /64, so keying by the full
| address would hand anyone 2^64 budgets. IPv4 addresses in IPv6 form
| (`::ffff:192.0.2.1`) are their IPv4 address.
|
| Every per-client count takes a ClientKey, which only this module makes:
| a raw address handed to a limit (the sign-in throttle once keyed by the
| full IPv6 address) does not compile.
*/
import ipaddr from 'ipaddr.js'

declare const madeByClientKey: unique symbol

/** One client, as clientKey() names it: the only key the per-client limits and slots take. */
export type ClientKey = string & { readonly [madeByClientKey]: true }

/** The key of the client at `address` (as the socket or the trusted proxy gives it). */
export function clientKey(address: string): ClientKey {
  return keyOf(address) as ClientKey
}

function keyOf(address: string): string {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const ipv6 = parsed as ipaddr.IPv6
  if (ipv6.isIPv4MappedAddress()) return ipv6.toIPv4Address().toString()
  const network = ipv6.parts.slice(0, 4).map((part) => part.toString(16))
  return `${network.join(':')}::/64`
}

/** The client of a routed request: its address by the trusted-proxy rule (`request.ip()`). */
export const clientOf = (request: { ip(): string }): ClientKey => clientKey(request.ip())
