/*
| RFC 6238 TOTP written out for the tests (HMAC-SHA-1, 30 s, 6 digits), so the
| app's codes are checked against the standard, not against its own library.
*/
import { createHmac } from 'node:crypto'

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

function base32Bytes(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase()
  let bits = ''
  for (const char of clean) bits += BASE32.indexOf(char).toString(2).padStart(5, '0')
  const bytes = bits.match(/.{8}/g) ?? []
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)))
}

/** The code of the 30-second step `offset` steps from now. */
export function totpCode(secret: string, offset = 0, now = Date.now()): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 1000 / 30) + offset))
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest()
  const start = mac[mac.length - 1] & 0x0f
  const value = mac.readUInt32BE(start) & 0x7fffffff
  return String(value % 1_000_000).padStart(6, '0')
}
