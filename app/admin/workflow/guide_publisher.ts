/*
| Scheduled city guide drafts go live with no one present: every instance
| looks for due drafts every few seconds and wakes at the exact time of the
| next one it knows of. Two instances never publish one draft twice (the
| draft row is locked, SKIP LOCKED; the second finds it gone).
*/
import type { Logger } from '@adonisjs/core/logger'
import db from '@adonisjs/lucid/services/db'
import { nextGuidePublication, publishDueGuideDrafts } from '#admin/workflow/guide_drafts'
import { staffZone } from '#admin/engine/publication_form'

const POLL_MS = 5000

export class GuidePublisher {
  #timer: NodeJS.Timeout | null = null
  #stopped = false

  constructor(private readonly logger: Logger) {}

  start() {
    this.#stopped = false
    void this.#tick()
  }

  stop() {
    this.#stopped = true
    if (this.#timer) clearTimeout(this.#timer)
  }

  async #tick() {
    /* the test suite's global transaction holds the one connection: never write inside it */
    const delay = db.connectionGlobalTransactions.size > 0 ? POLL_MS : await this.#publishDue()
    if (!this.#stopped) this.#timer = setTimeout(() => void this.#tick(), delay).unref()
  }

  /** Publishes what is due; how long until the next look. */
  async #publishDue(): Promise<number> {
    try {
      const { published, kept } = await publishDueGuideDrafts(staffZone())
      if (published > 0) this.logger.info({ published }, 'scheduled city guide drafts published')
      if (kept > 0)
        this.logger.warn({ kept }, 'scheduled city guide drafts refused: kept as drafts')
      const next = await nextGuidePublication()
      return next ? Math.min(POLL_MS, Math.max(0, next.toMillis() - Date.now())) : POLL_MS
    } catch (error) {
      this.logger.warn({ err: error }, 'scheduled city guide drafts: will try again')
      return POLL_MS
    }
  }
}
