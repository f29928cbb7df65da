import { test } from '@japa/runner'
import { readablePath } from '#server/app_server'

test.group('readablePath (escapes AdonisJS 7 would refuse before routing)', () => {
  test('an escape that decodes to nothing is escaped itself; the rest is kept', ({ assert }) => {
    assert.equal(readablePath('/api/v1/%E0%A4%A'), '/api/v1/%25E0%25A4%25A')
    assert.equal(readablePath('/a/100%?q=%zz'), '/a/100%25?q=%zz')
    assert.equal(readablePath('/cities/m%C3%BCnchen%20x'), '/cities/m%C3%BCnchen%20x')
    assert.doesNotThrow(() => decodeURI(readablePath('/x/%C0%80/%FF')))
  })
})
