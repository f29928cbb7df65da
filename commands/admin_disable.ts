import { args, BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Disables a staff account: it can no longer sign in and every session it
 * has ends at once. `--enable` lets it sign in again.
 */
export default class AdminDisable extends BaseCommand {
  static commandName = 'admin:disable'
  static description = 'Disable a staff account and end its sessions (--enable to undo)'

  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'E-mail address of the staff account' })
  declare email: string

  @flags.boolean({ description: 'Enable the account again instead' })
  declare enable?: boolean

  async run() {
    const { setAdminAccountDisabled, UnknownAdminAccount, LastActiveAdmin } =
      await import('#admin/staff/admin_accounts')
    try {
      const user = await setAdminAccountDisabled(this.email, !this.enable)
      this.logger.success(
        this.enable
          ? `${user.email} can sign in again`
          : `${user.email} is disabled and signed out everywhere`
      )
    } catch (error) {
      if (!(error instanceof UnknownAdminAccount || error instanceof LastActiveAdmin)) throw error
      this.logger.error(error.message)
      this.exitCode = 1
    }
  }
}
