/*
| A client that keeps a copy of the public events and partners the way the
| README tells one to: a token, then the full lists, then the change feed
| (created/updated: read the record again; deleted: drop it).
*/
import type { ApiClient } from '@japa/api-client'
import type { ChangeShape } from '#schemas/changes'
import { clearRateLimits } from '#services/rate_limit_service'
import { changesDelivered } from '#tests/helpers/changes_delivered'
import { everyEvent } from '#tests/helpers/event_reference'
import { changesSince, currentToken } from '#tests/helpers/change_feed'

export interface PublicCatalog {
  events: string[]
  partners: string[]
}

/** The ids of every public event (past ones too) and partner, sorted. */
export async function publicCatalog(client: ApiClient): Promise<PublicCatalog> {
  await changesDelivered()
  await clearRateLimits()
  const events = await everyEvent(client, { upcoming: 'false' })
  const partners = await client.get('/api/v1/partners')
  return {
    events: events.map((event) => event.id).sort(),
    partners: partners
      .body()
      .partners.map((partner: { slug: string }) => partner.slug)
      .sort(),
  }
}

export class SyncingClient {
  readonly events = new Set<string>()
  readonly partners = new Set<string>()
  /** every change applied, in feed order */
  readonly applied: ChangeShape[] = []
  #token = ''

  constructor(private client: ApiClient) {}

  async start() {
    this.#token = await currentToken(this.client)
    const catalog = await publicCatalog(this.client)
    for (const id of catalog.events) this.events.add(id)
    for (const slug of catalog.partners) this.partners.add(slug)
  }

  /** Applies every change after the last token; returns the changes applied now. */
  async catchUp(): Promise<ChangeShape[]> {
    const { changes, next } = await changesSince(this.client, this.#token)
    for (const change of changes) await this.#apply(change)
    this.applied.push(...changes)
    this.#token = next
    return changes
  }

  copy(): PublicCatalog {
    return { events: [...this.events].sort(), partners: [...this.partners].sort() }
  }

  async #apply(change: ChangeShape) {
    if (change.type === 'city') return
    const copy = change.type === 'event' ? this.events : this.partners
    if (change.action === 'deleted') {
      copy.delete(change.id)
      return
    }
    if (change.type === 'event') {
      /* the feed points at the record; a created or updated one can be read */
      const response = await this.client.get(new URL(change.url!).pathname)
      if (response.status() !== 200) {
        throw new Error(`${change.id} ${change.action}: ${response.status()} from ${change.url}`)
      }
    }
    copy.add(change.id)
  }
}
