import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Deletes every expired Idempotency-Key (older than 24 hours). Each claim
 * already purges a small batch; run this from cron to keep the table small
 * when traffic is low.
 */
export default class IdempotencyPurge extends BaseCommand {
  static commandName = 'idempotency:purge'
  static description = 'Delete expired Idempotency-Key records (kept 24 hours)'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { purgeExpiredIdempotencyKeys } = await import('#services/contact/idempotency_service')
    const deleted = await purgeExpiredIdempotencyKeys()
    this.logger.success(`Deleted ${deleted} expired idempotency key(s)`)
  }
}
