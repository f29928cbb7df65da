import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import {
  actionWord,
  entryAuthor,
  entryTitle,
  versionName,
  auditEntriesOf,
  deletedRecords,
  fieldChanges,
  listAuditEntries,
  readableTime,
} from '#admin/engine/audit_history'
import { AUDITED_ENTITIES, HISTORY_ENTITIES, type HistoryEntity } from '#admin/staff/audit_trail'
import { ADMIN_RESOURCES, isAuditedEntity } from '#admin/resources/registry'
import { manageStaff } from '#admin/staff/abilities'
import { routesOf } from '#admin/engine/admin_resource'
import { currentTitleOf } from '#admin/engine/record_titles'
import { NothingToRestore, versionOf } from '#admin/engine/restore'
import { restorePlan } from '#admin/engine/restore_plan'
import { fieldWording, worded, type FieldWording } from '#admin/engine/field_labels'
import { readVersion } from '#admin/engine/record_versions'
import { listQuery, staffActor, visibleHistoryEntities, zoneOf } from '#admin/http/staff_request'
import type { AuditEntry } from '#admin/engine/audit_history'
import { parseRecordId } from '#lib/record_ids'
import { allowed, unexpected } from '#admin/http/action_failures'
import type { ActionFailure } from '#admin/actions/gate'
import { restoreEntry } from '#admin/actions/history'

/** Why nothing was restored, in staff's words. */
function restoreRefusal(failure: ActionFailure) {
  const reason = allowed(failure)
  if (reason.kind === 'stale')
    return 'Nothing was restored: the record was changed since this page was loaded. Check what the restore does now.'
  if (reason.kind === 'publishing') return `Nothing was restored. ${reason.message}`
  if (reason.kind === 'refused') return reason.message
  if (reason.kind === 'duplicate')
    return 'Not restored: another record now uses its id or slug. Rename that one first.'
  throw unexpected(reason)
}

const isHistoryEntity = (type: unknown): type is HistoryEntity =>
  typeof type === 'string' && Object.hasOwn(HISTORY_ENTITIES, type)

/** The record a history page is about; a staff account's needs the right to manage staff. */
async function historyRecord(ctx: HttpContext, type: HistoryEntity, id: string) {
  const named = async () => ({
    type,
    id,
    label: HISTORY_ENTITIES[type],
    title: await currentTitleOf(type, id),
  })
  if (type === 'media') {
    const editUrl = router.makeUrl('admin.media.edit', { id })
    return { ...(await named()), editUrl, restorable: false }
  }
  if (!isAuditedEntity(type)) {
    await ctx.bouncer.authorize(manageStaff)
    return { ...(await named()), editUrl: router.makeUrl('admin.staff.index'), restorable: false }
  }
  const editUrl = router.makeUrl(routesOf(ADMIN_RESOURCES[type]).edit, { id })
  return { ...(await named()), editUrl, restorable: true }
}

/** The notice after a restore: the record by its name, and whether the public sees it. */
function restoredNotice(label: string, title: string, publicNow: boolean | null) {
  const seen =
    publicNow === null ? '' : publicNow ? ' The public sees it now.' : ' Only staff see it now.'
  return `${label} “${title}” is restored to the chosen version.${seen}`
}

export default class HistoryController {
  /** Every change, newest first, optionally of one kind of record. */
  async index(ctx: HttpContext) {
    const search = await listQuery(ctx)
    const entities = await visibleHistoryEntities(ctx)
    const chosen = isHistoryEntity(search.filter) && search.filter in entities
    const entityTypes = chosen ? [search.filter!] : Object.keys(entities)
    const list = await listAuditEntries({ entityTypes, page: search.page })
    return ctx.view.render('admin/history/index', {
      search,
      list: await this.withChanges(list, zoneOf(ctx)),
      entities,
      record: null,
    })
  }

  /** The history of one record, e.g. /admin/history/event/berlin-halloween-2026. */
  async show(ctx: HttpContext) {
    const { type, id } = ctx.params
    if (!isHistoryEntity(type)) return ctx.response.notFound('No such kind of record')
    const record = await historyRecord(ctx, type, id)
    const search = await listQuery(ctx)
    const list = await listAuditEntries({ entityTypes: [type], entityId: id, page: search.page })
    return ctx.view.render('admin/history/index', {
      search,
      list: await this.withChanges(list, zoneOf(ctx)),
      entities: HISTORY_ENTITIES,
      record,
    })
  }

  /** Field by field, child rows included: version `from` against version `to`. */
  async compare(ctx: HttpContext) {
    const { type, id } = ctx.params
    const from = parseRecordId(ctx.request.input('from'), 'bigserial')
    const to = parseRecordId(ctx.request.input('to'), 'bigserial')
    if (!isHistoryEntity(type)) return ctx.response.notFound('No such kind of record')
    if (from === null || to === null)
      return ctx.response.notFound('No such versions of this record')
    const record = await historyRecord(ctx, type, id)
    const entries = await auditEntriesOf(type, id, [from, to])
    const older = entries.find((entry) => Number(entry.id) === from)
    const newer = entries.find((entry) => Number(entry.id) === to)
    if (!older || !newer) return ctx.response.notFound('No such versions of this record')
    return ctx.view.render('admin/history/compare', {
      record,
      older: this.version(older, zoneOf(ctx)),
      newer: this.version(newer, zoneOf(ctx)),
      changes: worded(
        fieldChanges(versionOf(older), versionOf(newer), zoneOf(ctx)),
        await fieldWording(type)
      ),
    })
  }

  /** Records whose last change was a delete, to be restored. */
  async deleted(ctx: HttpContext) {
    const search = await listQuery(ctx)
    const entityType = isAuditedEntity(search.filter) ? search.filter : undefined
    const entries = await deletedRecords(entityType)
    return ctx.view.render('admin/history/deleted', {
      search,
      entities: AUDITED_ENTITIES,
      rows: entries.map((entry) => ({
        ...this.version(entry, zoneOf(ctx)),
        title: entryTitle(entry),
      })),
    })
  }

  /** What a restore will do, before it is done: fields, publication either way. */
  async confirmRestore(ctx: HttpContext) {
    try {
      const role = ctx.auth.use('web').getUserOrFail().role
      const plan = await restorePlan(Number(ctx.params.entry), zoneOf(ctx), role)
      return ctx.view.render('admin/history/restore', { plan })
    } catch (error) {
      if (!(error instanceof NothingToRestore)) throw error
      ctx.session.flash('failure', error.message)
      return ctx.response.redirect().toRoute('admin.history.index')
    }
  }

  /** "Restore this version" (or bring a deleted record back): itself an audited change. */
  async restore(ctx: HttpContext) {
    const choice = {
      publication: ctx.request.input('publication') === 'restore' ? 'restore' : 'keep',
      expectedVersion: readVersion(ctx.request.input('_version')),
    } as const
    const restored = await restoreEntry(staffActor(ctx), Number(ctx.params.entry), choice)
    if (!restored.ok) {
      ctx.session.flash('failure', restoreRefusal(restored.failure))
      return ctx.response.redirect().back()
    }
    const { resource, id, title, publicNow } = restored.value
    ctx.session.flash('success', restoredNotice(resource.label, title, publicNow))
    return ctx.response.redirect().toPath(router.makeUrl(routesOf(resource).edit, { id }))
  }

  private version(entry: AuditEntry, zone: string) {
    return {
      entry,
      when: readableTime(entry.createdAt, zone),
      name: versionName(entry),
      author: entryAuthor(entry),
    }
  }

  private async withChanges(list: Awaited<ReturnType<typeof listAuditEntries>>, zone: string) {
    const wordings = new Map<string, FieldWording>()
    for (const type of new Set(list.rows.map((entry) => entry.entityType)))
      wordings.set(type, await fieldWording(type))
    return {
      ...list,
      rows: list.rows.map((entry) => ({
        ...this.version(entry, zone),
        action: actionWord(entry),
        title: entryTitle(entry),
        changes: worded(
          fieldChanges(entry.before, entry.after, zone),
          wordings.get(entry.entityType)!
        ),
        restorable: versionOf(entry) !== null && isAuditedEntity(entry.entityType),
        editRoute: isAuditedEntity(entry.entityType)
          ? routesOf(ADMIN_RESOURCES[entry.entityType]).edit
          : null,
      })),
    }
  }
}
