import { test } from '@japa/runner'
import { isCrossSiteRequest, originOf } from '#http/policies/origin_policy'

const OWN = ['https://students.example.org']

test.group('origin policy', () => {
  test('server-side callers (no Origin, no Sec-Fetch-Site) pass', ({ assert }) => {
    assert.isFalse(isCrossSiteRequest({}, OWN))
    assert.isFalse(isCrossSiteRequest({ origin: '', secFetchSite: 'none' }, OWN))
  })

  test('the service’s own origin passes, whatever the case or default port', ({ assert }) => {
    assert.isFalse(isCrossSiteRequest({ origin: 'https://students.example.org' }, OWN))
    assert.isFalse(isCrossSiteRequest({ origin: 'HTTPS://Students.Example.org:443' }, OWN))
    assert.isFalse(
      isCrossSiteRequest(
        { origin: 'https://students.example.org', secFetchSite: 'same-origin' },
        OWN
      )
    )
  })

  test('another site, another scheme or port, or an opaque origin is refused', ({ assert }) => {
    for (const origin of [
      'https://evil.example',
      'http://students.example.org',
      'https://students.example.org:8443',
      'https://students.example.org.evil.example',
      'null',
      'not a url',
    ]) {
      assert.isTrue(isCrossSiteRequest({ origin }, OWN), origin)
    }
  })

  test('Sec-Fetch-Site: cross-site is refused even without Origin', ({ assert }) => {
    assert.isTrue(isCrossSiteRequest({ secFetchSite: 'cross-site' }, OWN))
    assert.isTrue(isCrossSiteRequest({ secFetchSite: 'Cross-Site' }, OWN))
  })

  test('originOf normalises a URL to its origin', ({ assert }) => {
    assert.equal(originOf('http://LOCALHOST:80/path?q=1'), 'http://localhost')
    assert.isUndefined(originOf('nonsense'))
  })

  test('site forms also accept the host the browser called, same-origin', ({ assert }) => {
    const host = { host: '127.0.0.1:3333' }
    assert.isFalse(isCrossSiteRequest({ origin: 'http://127.0.0.1:3333' }, OWN, host))
    assert.isFalse(
      isCrossSiteRequest(
        { origin: 'https://alias.example', secFetchSite: 'same-origin' },
        OWN,
        host
      )
    )
    assert.isTrue(isCrossSiteRequest({ origin: 'http://127.0.0.1:3334' }, OWN, host))
    assert.isTrue(isCrossSiteRequest({ origin: 'https://evil.example' }, OWN, host))
    assert.isTrue(
      isCrossSiteRequest({ origin: 'http://127.0.0.1:3333', secFetchSite: 'cross-site' }, OWN, host)
    )
    assert.isTrue(isCrossSiteRequest({ origin: 'null', secFetchSite: 'same-origin' }, OWN, host))
    /* without the option (the API, MCP) only APP_URL's origin passes */
    assert.isTrue(isCrossSiteRequest({ origin: 'http://127.0.0.1:3333' }, OWN))
  })
})
