import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'

/*
| Settings every connection of the app's pool gets (config/database.ts):
| no JIT, which compiled the short catalog queries at a cost as large as
| running them.
*/
test.group("The app's database connections", () => {
  test('run without JIT, on every connection of the pool', async ({ assert }) => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        db.transaction(async (trx) => {
          const { rows } = await trx.rawQuery('SHOW jit')
          return rows[0].jit
        })
      )
    )
    assert.deepEqual(answers, ['off', 'off', 'off', 'off'])
  })
})
