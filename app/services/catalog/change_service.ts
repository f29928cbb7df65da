import { ChangeQuery, type ChangeRow } from '#queries/change_query'
import { absoluteUrl } from '#lib/urls'
import { formatUpdatedAt } from '#lib/zoned_time'
import {
  invalidParameter,
  resyncRequired,
  type InvalidParameter,
  type ResyncRequired,
} from '#exceptions/catalog_failures'
import { failed, ok, type Result } from '#lib/result'
import { readCache, type ContentTable } from '#services/read_cache/catalog_cache'
import { cacheKey } from '#services/read_cache/cache_key'
import { CITY_TEXT_TABLES } from '#services/catalog/city_service'
import { EVENT_TABLES } from '#services/catalog/event_service'
import { PARTNER_TABLES } from '#services/catalog/partner_service'
import type { ChangeFeedShape, ChangeShape } from '#schemas/changes'
import type { ChangeFeedParams } from '#validators/catalog'

/** The log is written in the same transactions as these tables (and pruned with a notice of its own). */
const CHANGE_TABLES: ContentTable[] = [
  ...new Set([...EVENT_TABLES, ...CITY_TEXT_TABLES, ...PARTNER_TABLES]),
  'change_log',
]

const READ_PATHS: Partial<Record<ChangeShape['type'], string>> = {
  event: '/api/v1/events/',
  city: '/api/v1/cities/',
}

function serializeChange(row: ChangeRow): ChangeShape {
  const path = READ_PATHS[row.type]
  return {
    type: row.type,
    id: row.key,
    action: row.action,
    changed_at: formatUpdatedAt(new Date(row.changedAt)),
    url: path && row.action !== 'deleted' ? absoluteUrl(path + encodeURIComponent(row.key)) : null,
  }
}

type ChangeFeedFailure = InvalidParameter | ResyncRequired

/**
 * The change feed: without `since` just the current token; with it, the
 * changes after it in commit order. A token older than the log's retention
 * asks for a resync (410), one the log never reached is invalid (400).
 */
export function listChanges(
  params: ChangeFeedParams
): Promise<Result<ChangeFeedShape, ChangeFeedFailure>> {
  const normalized = { ...params, limit: params.limit ?? ChangeQuery.DEFAULT_LIMIT }
  return readCache.readResult<ChangeFeedShape, ChangeFeedFailure>(
    cacheKey('listChanges', normalized),
    CHANGE_TABLES,
    async () => {
      const since = params.since === undefined ? null : BigInt(params.since)
      await ChangeQuery.logDuePublications()
      const page = await ChangeQuery.after(since ?? 0n, since === null ? 0 : normalized.limit)
      if (since === null) {
        return ok({
          value: { changes: [], next_since: page.current.toString(), has_more: false },
          expiresAt: null,
        })
      }
      if (since < page.prunedThrough) return failed(resyncRequired(expiredMessage()))
      if (since > page.current) {
        return failed(
          invalidParameter(
            'since',
            'is not a token this service issued; omit it to get the current one'
          )
        )
      }
      const last = page.rows.at(-1)
      return ok({
        value: {
          changes: page.rows.map(serializeChange),
          next_since: last ? last.position : since.toString(),
          has_more: last !== undefined && BigInt(last.position) < page.current,
        },
        expiresAt: null,
      })
    }
  )
}

function expiredMessage() {
  return 'since: this token is older than the change log keeps (30 days by default). Resync: read the full lists again (listEvents with upcoming=false, searchCities, listPartnerDeals) after taking a fresh token from GET /api/v1/changes without since.'
}
