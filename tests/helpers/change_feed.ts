/*
| Helpers of the sync tests, which commit their writes (no global
| transaction): the change log is written at commit, and the read cache
| only serves outside a transaction.
*/
import pg from 'pg'
import app from '@adonisjs/core/services/app'
import type { ApiClient } from '@japa/api-client'
import type { ChangeFeedShape, ChangeShape } from '#schemas/changes'
import { clearRateLimits } from '#services/rate_limit_service'
import { changesDelivered } from '#tests/helpers/changes_delivered'
import { assertMatchesOpenApi } from '#tests/helpers/openapi'

const { connectionString } = app.config.get<{ connectionString: string }>(
  'database.connections.postgres.connection'
)

/** A plain PostgreSQL connection, as a SQL console would use (no app code); end it when done. */
export async function sqlConsole(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  return client
}

/** Runs statements on a fresh plain connection, each committed on its own. */
export async function plainSql(...statements: [string, unknown[]?][]) {
  const client = await sqlConsole()
  try {
    for (const [text, values] of statements) await client.query(text, values)
  } finally {
    await client.end()
  }
}

/** The current token of the change feed (after every committed change has reached the cache). */
export async function currentToken(client: ApiClient): Promise<string> {
  await changesDelivered()
  const response = await client.get('/api/v1/changes')
  response.assertStatus(200)
  await assertMatchesOpenApi(response, { operationId: 'listChanges', status: 200 })
  return response.body().next_since
}

/** Every change after `since`, following `has_more` with pages of `limit`. */
export async function changesSince(
  client: ApiClient,
  since: string,
  limit = 1000
): Promise<{ changes: ChangeShape[]; next: string }> {
  await changesDelivered()
  await clearRateLimits()
  const changes: ChangeShape[] = []
  let token = since
  let more = true
  while (more) {
    const response = await client.get('/api/v1/changes').qs({ since: token, limit })
    await assertMatchesOpenApi(response, { operationId: 'listChanges', status: 200 })
    const body = response.body() as ChangeFeedShape
    changes.push(...body.changes)
    more = body.has_more
    token = body.next_since
  }
  return { changes, next: token }
}

/** "type id action" of each change about the given ids, in feed order. */
export function about(changes: ChangeShape[], ids: string[]): string[] {
  return changes
    .filter((change) => ids.includes(change.id))
    .map((change) => `${change.type} ${change.id} ${change.action}`)
}
