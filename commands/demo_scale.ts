import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Adds the deterministic scaled data set for benchmarks (`scale-` slugs and
 * ids) where missing: cities with a small guide, events with 2–3 ticket rounds.
 */
export default class DemoScale extends BaseCommand {
  static commandName = 'demo:scale'
  static description =
    'Add a deterministic scaled data set for benchmarks (scale-* cities and events)'

  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'Number of scaled cities', default: 200 })
  declare cities: number

  @flags.number({
    description: 'Number of scaled events, spread over the scaled cities',
    default: 20000,
  })
  declare events: number

  async run() {
    const { seedScaledData } = await import('#database/demo/scaled_data')
    for (const [name, value] of [
      ['cities', this.cities],
      ['events', this.events],
    ] as const) {
      if (!Number.isInteger(value) || value < 0) {
        this.logger.error(`--${name} must be a non-negative integer`)
        this.exitCode = 1
        return
      }
    }
    const started = performance.now()
    const inserted = await seedScaledData({ cities: this.cities, events: this.events })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    this.logger.success(
      `Scaled data (${this.cities} cities, ${this.events} events requested): inserted ` +
        `${inserted.cities} cities and ${inserted.events} events in ${seconds} s`
    )
  }
}
