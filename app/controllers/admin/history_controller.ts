import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import { fieldChanges, listAuditEntries } from '#services/admin/audit_history'
import { AUDITED_ENTITIES, type AuditedEntity } from '#services/admin/audit_trail'
import { listQuery } from '#controllers/admin/support'

const EDIT_ROUTES: Record<AuditedEntity, string> = {
  city: 'admin.cities.edit',
  event: 'admin.events.edit',
  partner: 'admin.partners.edit',
  pricing_item: 'admin.pricing.edit',
  doc: 'admin.docs.edit',
}

const isAudited = (type: unknown): type is AuditedEntity =>
  typeof type === 'string' && type in AUDITED_ENTITIES

export default class HistoryController {
  /** Every change, newest first, optionally of one kind of record. */
  async index(ctx: HttpContext) {
    const search = await listQuery(ctx)
    const entityType = isAudited(search.filter) ? search.filter : undefined
    const list = await listAuditEntries({ entityType, page: search.page })
    return ctx.view.render('admin/history/index', {
      search,
      list: this.withChanges(list),
      entities: AUDITED_ENTITIES,
      record: null,
    })
  }

  /** The history of one record, e.g. /admin/history/event/berlin-halloween-2026. */
  async show(ctx: HttpContext) {
    const { type, id } = ctx.params
    if (!isAudited(type)) return ctx.response.notFound('No such kind of record')
    const search = await listQuery(ctx)
    const list = await listAuditEntries({ entityType: type, entityId: id, page: search.page })
    return ctx.view.render('admin/history/index', {
      search,
      list: this.withChanges(list),
      entities: AUDITED_ENTITIES,
      record: {
        type,
        id,
        label: AUDITED_ENTITIES[type],
        editUrl: router.makeUrl(EDIT_ROUTES[type], { id }),
      },
    })
  }

  private withChanges(list: Awaited<ReturnType<typeof listAuditEntries>>) {
    return {
      ...list,
      rows: list.rows.map((entry) => ({
        entry,
        changes: fieldChanges(entry.before, entry.after),
        editRoute: EDIT_ROUTES[entry.entityType as AuditedEntity],
      })),
    }
  }
}
