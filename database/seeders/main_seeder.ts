import { BaseSeeder } from '@adonisjs/lucid/seeders'
import { seedDemoData } from '#database/demo/demo_seeder'

/** `node ace db:seed`: inserts whatever is missing of the demo data set. */
export default class MainSeeder extends BaseSeeder {
  async run() {
    const { inserted } = await seedDemoData()
    console.log(
      `Demo data: inserted ${inserted} new rows (cities, events, partners, pricing, docs)`
    )
  }
}
