import { test } from '@japa/runner'
import { totpCode } from '#tests/helpers/totp'

/* RFC 6238 appendix B (SHA-1 seed "12345678901234567890"), last 6 digits */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'

test.group('TOTP reference used by the two-factor tests', () => {
  test('matches the RFC 6238 test vectors', ({ assert }) => {
    assert.equal(totpCode(RFC_SECRET, 0, 59_000), '287082')
    assert.equal(totpCode(RFC_SECRET, 0, 1_111_111_109_000), '081804')
    assert.equal(totpCode(RFC_SECRET, 0, 1_234_567_890_000), '005924')
    assert.equal(totpCode(RFC_SECRET, 0, 2_000_000_000_000), '279037')
  })
})
