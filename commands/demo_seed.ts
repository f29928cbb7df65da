import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Inserts the missing part of the demo data set. With --if-empty (what
 * `npm start` runs) it does nothing when the cities table has rows already,
 * or when SEED_DEMO=false (environment or .env).
 */
export default class DemoSeed extends BaseCommand {
  static commandName = 'demo:seed'
  static description =
    'Insert the demo data set (cities, guides, events, partners, pricing, docs) where rows are missing'

  static options: CommandOptions = { startApp: true }

  @flags.boolean({ description: 'Seed only when the cities table is empty' })
  declare ifEmpty: boolean

  async run() {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { seedDemoData } = await import('#database/demo/demo_seeder')

    if (this.ifEmpty) {
      const { serviceConfig } = await import('#config/service')
      if (!serviceConfig.seedDemo) {
        this.logger.info('Demo data not seeded: SEED_DEMO=false')
        return
      }
      const [{ count }] = await db.from('cities').count('* as count')
      if (Number(count) > 0) {
        this.logger.info(`Demo data not seeded: the database has ${count} cities already`)
        return
      }
    }
    const started = performance.now()
    const { inserted } = await seedDemoData()
    const ms = Math.round(performance.now() - started)
    if (inserted === 0) {
      this.logger.info(`Demo data complete already: nothing inserted (${ms} ms)`)
    } else {
      this.logger.success(
        `Demo data seeded: ${inserted} new rows (cities, events, partners, pricing items, docs) with their details in ${ms} ms`
      )
    }
  }
}
