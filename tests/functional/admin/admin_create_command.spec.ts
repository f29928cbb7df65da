import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import ace from '@adonisjs/core/services/ace'
import hash from '@adonisjs/core/services/hash'
import AdminUser from '#models/admin_user'
import AdminCreate from '../../../commands/admin_create.js'
import { uniqueName } from '#database/factories/unique_name'

test.group('node ace admin:create', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => ace.ui.switchMode('raw'))
  group.each.teardown(() => ace.ui.switchMode('normal'))

  test('creates an account from flags, e-mail lowercased, password hashed with scrypt', async ({
    assert,
  }) => {
    const email = `${uniqueName('New.Staff')}@Example.org`
    const command = await ace.create(AdminCreate, [
      `--email=${email}`,
      '--password=long-enough-secret',
    ])
    await command.exec()
    command.assertSucceeded()
    const user = await AdminUser.findByOrFail('email', email.toLowerCase())
    assert.match(user.password, /^\$scrypt\$/)
    assert.notInclude(user.password, 'long-enough-secret')
    assert.isTrue(await hash.verify(user.password, 'long-enough-secret'))
    assert.equal(user.role, 'admin')
    command.assertLog(
      `[ green(success) ] Staff account (admin) created for ${email.toLowerCase()}. Sign in at /admin/login`
    )
  })

  test('--role=editor makes an editor; an unknown role is refused', async ({ assert }) => {
    const email = `${uniqueName('editor')}@example.org`
    const editor = await ace.create(AdminCreate, [
      `--email=${email}`,
      '--password=long-enough-secret',
      '--role=editor',
    ])
    await editor.exec()
    editor.assertSucceeded()
    const editorAccount = await AdminUser.findByOrFail('email', email)
    assert.equal(editorAccount.role, 'editor')

    const other = `${uniqueName('owner')}@example.org`
    const refused = await ace.create(AdminCreate, [
      `--email=${other}`,
      '--password=long-enough-secret',
      '--role=owner',
    ])
    await refused.exec()
    refused.assertFailed()
    assert.isNull(await AdminUser.findBy('email', other))
  })

  test('asks for what is missing at a prompt', async ({ assert }) => {
    const email = `${uniqueName('prompted')}@example.org`
    const command = await ace.create(AdminCreate, [])
    command.prompt.trap('E-mail address').replyWith(email)
    command.prompt.trap('Password (at least 10 characters)').replyWith('prompted-secret-1')
    await command.exec()
    command.assertSucceeded()
    assert.isNotNull(await AdminUser.findBy('email', email))
  })

  test('refuses a short password and a bad e-mail', async ({ assert }) => {
    const command = await ace.create(AdminCreate, ['--email=nope', '--password=short'])
    await command.exec()
    command.assertFailed()
    command.assertLog('[ red(error) ] email: Enter a valid e-mail address', 'stderr')
    command.assertLog('[ red(error) ] password: At least 10 characters', 'stderr')
    assert.isNull(await AdminUser.findBy('email', 'nope'))
  })

  test('refuses a second account for the same e-mail, whatever its case', async ({ assert }) => {
    const email = `${uniqueName('twice')}@example.org`
    await AdminUser.create({ email, password: 'first-password-1' })
    const command = await ace.create(AdminCreate, [
      `--email=${email.toUpperCase()}`,
      '--password=second-password-2',
    ])
    await command.exec()
    command.assertFailed()
    command.assertLog(
      `[ red(error) ] A staff account for ${email} already exists; nothing was changed`,
      'stderr'
    )
    assert.lengthOf(await AdminUser.query().whereRaw('lower(email) = ?', [email]), 1)
  })
})
