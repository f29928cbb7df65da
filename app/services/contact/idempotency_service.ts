/*
| Idempotency-Key records in PostgreSQL (table idempotency_keys), so a key
| holds across restarts and across app instances.
|
| A key is claimed by inserting a "processing" row: the primary key
| (scope, key) makes the insert the lock, so of many parallel requests exactly
| one gets it. After a successful send the row becomes "completed" with the
| answer to replay; after a failed send it is deleted so a retry can succeed.
| Rows live 24 hours; a "processing" row older than a few minutes belongs to
| a crashed request and may be taken over. All times are the database clock.
*/
import db from '@adonisjs/lucid/services/db'

export const IDEMPOTENCY_TTL_HOURS = 24
const STALE_PROCESSING_MINUTES = 5
/** Expired rows deleted on each claim: enough to keep up, never a long statement. */
const PURGE_BATCH_ON_CLAIM = 100

/** A claimed key; `token` (the row's creation time) guards against a takeover. */
export interface IdempotencyClaim {
  scope: string
  key: string
  requestHash: string
  token: string
}

export type ClaimOutcome =
  | { kind: 'claimed'; claim: IdempotencyClaim }
  | { kind: 'replay'; status: number; body: Record<string, unknown> }
  | { kind: 'in_progress' }
  | { kind: 'hash_mismatch' }

interface ExistingKeyRow {
  request_hash: string
  state: 'processing' | 'completed'
  response_status: number | null
  response_body: Record<string, unknown> | null
  expired: boolean
  stale: boolean
}

const TTL = `make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`
const STALE = `make_interval(mins => ${STALE_PROCESSING_MINUTES})`

async function insertProcessing(scope: string, key: string, hash: string) {
  const result = await db.rawQuery(
    `INSERT INTO idempotency_keys (scope, key, request_hash, state, created_at, expires_at)
     VALUES (?, ?, ?, 'processing', clock_timestamp(), clock_timestamp() + ${TTL})
     ON CONFLICT (scope, key) DO NOTHING
     RETURNING created_at::text AS token`,
    [scope, key, hash]
  )
  return result.rows[0]?.token as string | undefined
}

async function findExisting(scope: string, key: string) {
  const result = await db.rawQuery(
    `SELECT request_hash, state, response_status, response_body,
            expires_at <= clock_timestamp() AS expired,
            state = 'processing' AND created_at < clock_timestamp() - ${STALE} AS stale
       FROM idempotency_keys WHERE scope = ? AND key = ?`,
    [scope, key]
  )
  return result.rows[0] as ExistingKeyRow | undefined
}

/** Takes over an expired row, or a stale "processing" one; only one caller wins. */
async function takeOver(scope: string, key: string, hash: string) {
  const result = await db.rawQuery(
    `UPDATE idempotency_keys
        SET request_hash = ?, state = 'processing', response_status = NULL, response_body = NULL,
            created_at = clock_timestamp(), expires_at = clock_timestamp() + ${TTL}
      WHERE scope = ? AND key = ?
        AND (expires_at <= clock_timestamp()
             OR (state = 'processing' AND created_at < clock_timestamp() - ${STALE}))
      RETURNING created_at::text AS token`,
    [hash, scope, key]
  )
  return result.rows[0]?.token as string | undefined
}

function outcomeOf(row: ExistingKeyRow, hash: string): ClaimOutcome | 'take_over' {
  if (row.expired) return 'take_over'
  if (row.request_hash.trim() !== hash) return { kind: 'hash_mismatch' }
  if (row.state === 'completed') {
    return { kind: 'replay', status: row.response_status!, body: row.response_body! }
  }
  return row.stale ? 'take_over' : { kind: 'in_progress' }
}

/**
 * Claims `key` for a request whose body hashes to `requestHash`, or says
 * why not: a stored answer to replay, a request still in progress, or a
 * different body under the same key.
 */
export async function claimIdempotencyKey(
  scope: string,
  key: string,
  requestHash: string
): Promise<ClaimOutcome> {
  await purgeExpiredIdempotencyKeys(PURGE_BATCH_ON_CLAIM)
  /* a row can vanish or be taken over between two statements: look again */
  for (let attempt = 0; attempt < 3; attempt++) {
    let token = await insertProcessing(scope, key, requestHash)
    if (!token) {
      const row = await findExisting(scope, key)
      if (!row) continue
      const outcome = outcomeOf(row, requestHash)
      if (outcome !== 'take_over') return outcome
      token = await takeOver(scope, key, requestHash)
      if (!token) continue
    }
    return { kind: 'claimed', claim: { scope, key, requestHash, token } }
  }
  return { kind: 'in_progress' }
}

const OWN_ROW = `scope = ? AND key = ? AND state = 'processing' AND created_at = ?::timestamptz`

/** Remembers the answer of a successful request for 24 hours. */
export async function completeIdempotencyKey(
  claim: IdempotencyClaim,
  status: number,
  body: Record<string, unknown>
) {
  await db.rawQuery(
    `UPDATE idempotency_keys
        SET state = 'completed', response_status = ?, response_body = ?::jsonb,
            expires_at = clock_timestamp() + ${TTL}
      WHERE ${OWN_ROW}`,
    [status, JSON.stringify(body), claim.scope, claim.key, claim.token]
  )
}

/** Forgets a claim whose request failed, so that a retry can succeed. */
export async function releaseIdempotencyKey(claim: IdempotencyClaim) {
  await db.rawQuery(`DELETE FROM idempotency_keys WHERE ${OWN_ROW}`, [
    claim.scope,
    claim.key,
    claim.token,
  ])
}

/** Deletes up to `limit` expired keys (all of them without a limit); returns how many. */
export async function purgeExpiredIdempotencyKeys(limit?: number): Promise<number> {
  const result = limit
    ? await db.rawQuery(
        `DELETE FROM idempotency_keys WHERE (scope, key) IN (
           SELECT scope, key FROM idempotency_keys
            WHERE expires_at <= clock_timestamp() LIMIT ? FOR UPDATE SKIP LOCKED)`,
        [limit]
      )
    : await db.rawQuery(`DELETE FROM idempotency_keys WHERE expires_at <= clock_timestamp()`)
  return result.rowCount ?? 0
}
