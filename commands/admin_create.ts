import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Creates a staff account for the admin panel. Asks for the e-mail and the
 * password unless --email / --password are given (for scripts). --role=admin|editor
 * (default admin: the first account must be able to invite the others).
 */
export default class AdminCreate extends BaseCommand {
  static commandName = 'admin:create'
  static description = 'Create a staff account for the admin panel (/admin)'

  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'E-mail address used to sign in' })
  declare email?: string

  @flags.string({ description: 'Password (at least 10 characters); asked for when omitted' })
  declare password?: string

  @flags.string({ description: 'Full name (optional)' })
  declare name?: string

  @flags.string({
    description: 'Role: admin (everything) or editor (content only)',
    default: 'admin',
  })
  declare role: string

  async run() {
    const { adminUserValidator } = await import('#admin/validators/admin_user')
    const { createAdminAccount, DuplicateAdminAccount } =
      await import('#admin/staff/admin_accounts')
    const { errors } = await import('@vinejs/vine')

    const email = this.email ?? (await this.prompt.ask('E-mail address'))
    const password =
      this.password ?? (await this.prompt.secure('Password (at least 10 characters)'))

    try {
      const input = await adminUserValidator.validate({
        email,
        password,
        full_name: this.name,
        role: this.role,
      })
      const user = await createAdminAccount(null, { ...input, fullName: input.full_name })
      this.logger.success(
        `Staff account (${user.role}) created for ${user.email}. Sign in at /admin/login`
      )
    } catch (error) {
      if (error instanceof errors.E_VALIDATION_ERROR) {
        for (const message of error.messages)
          this.logger.error(`${message.field}: ${message.message}`)
      } else if (error instanceof DuplicateAdminAccount) {
        this.logger.error(`${error.message}; nothing was changed`)
      } else {
        throw error
      }
      this.exitCode = 1
    }
  }
}
