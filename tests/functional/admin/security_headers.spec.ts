import { test } from '@japa/runner'

test.group('Admin security headers', () => {
  test('admin pages forbid inline code, framing and foreign form targets', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/admin/login')

    response.assertStatus(200)
    const policy = response.header('content-security-policy') as string
    assert.include(policy, "default-src 'self'")
    assert.include(policy, "script-src 'self'")
    assert.notInclude(policy, 'unsafe-inline')
    assert.include(policy, "form-action 'self'")
    assert.include(policy, "frame-ancestors 'none'")
    assert.equal(response.header('x-frame-options'), 'DENY')
  })

  test('public API answers set no cookie (sessions exist only under /admin)', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/api/v1/cities?limit=1')

    response.assertStatus(200)
    assert.isUndefined(response.header('set-cookie'))
  })
})
