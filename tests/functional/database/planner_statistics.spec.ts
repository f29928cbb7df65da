import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { completion, runTypeScript } from '#tests/helpers/processes'

/*
| A bulk load leaves the planner statistics current (issue: right after
| `demo:scale`, first-time 200-event pages took 3-5 times longer until a
| plain ANALYZE). `last_analyze` is set by ANALYZE itself only, never by
| autovacuum (which sets `last_autoanalyze`).
*/

const FILLED = ['cities', 'events', 'ticket_options', 'city_costs'] as const

async function lastAnalyzed(): Promise<Record<string, Date | null>> {
  const { rows } = await db.rawQuery(
    'SELECT relname, last_analyze FROM pg_stat_user_tables WHERE relname = ANY(?)',
    [FILLED]
  )
  return Object.fromEntries(rows.map((row: any) => [row.relname, row.last_analyze]))
}

test.group('Planner statistics after bulk loads', () => {
  test('demo:scale ends with ANALYZE of every table it filled', async ({ assert, cleanup }) => {
    cleanup(async () => {
      await db.from('events').where('id', 'like', 'scale-%').delete()
      await db.from('cities').where('slug', 'like', 'scale-%').delete()
    })
    const started = new Date()
    const command = runTypeScript(['ace.js', 'demo:scale', '--cities=2', '--events=20'], {
      LOG_LEVEL: 'silent',
    })
    const { code, output } = await completion(command)
    assert.equal(code, 0, output)

    /* the statistics collector reports with a short delay */
    let analyzed = await lastAnalyzed()
    const deadline = Date.now() + 5_000
    const fresh = (table: string) => (analyzed[table]?.getTime() ?? 0) >= started.getTime()
    while (!FILLED.every(fresh) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      analyzed = await lastAnalyzed()
    }
    for (const table of FILLED) assert.isTrue(fresh(table), `${table} analyzed by the load`)
  }).timeout(60_000)
})
