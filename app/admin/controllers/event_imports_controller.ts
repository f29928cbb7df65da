/*
| Bulk import and export of events (/admin/events/import, /admin/events/export):
| upload a CSV or XLSX file, read its dry run, apply it, undo it.
*/
import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { readMultipartBytes } from '#http/bodies/request_body'
import { eventResource } from '#admin/resources/event/resource'
import {
  checkImport,
  findImport,
  plannedCounts,
  recentImports,
} from '#admin/resources/event/import/event_import'
import {
  csvFormatFor,
  eventsFile,
  EXPORT_FORMATS,
  firstLocale,
  listedEventsFile,
  type ExportFormat,
} from '#admin/resources/event/import/event_export'
import {
  columnHint,
  headerOf,
  sheetColumns,
  TEMPLATE_ROUNDS,
} from '#admin/resources/event/import/event_sheet'
import { importUnderWay } from '#admin/resources/event/import/import_slots'
import {
  IMPORT_LIMITS,
  IMPORT_REFUSALS,
  ImportRefused,
  UnreadableSheet,
} from '#admin/resources/event/import/import_limits'
import { readListParams } from '#admin/engine/resource_lists'
import { sendDownload, staffActor, zoneOf } from '#admin/http/staff_request'
import { mayPublish } from '#admin/workflow/reviews'
import { allowed, unexpected } from '#admin/http/action_failures'
import type { ActionFailure } from '#admin/actions/gate'
import { applyEventImport, undoEventImport } from '#admin/actions/event_import'
import { importUndoOffered } from '#admin/resources/event/import/import_undo_offer'

function uploadFailure(error: unknown): string | null {
  if (error instanceof UnreadableSheet || error instanceof ImportRefused) return error.message
  const code = (error as { code?: string })?.code
  if (code === 'E_REQUEST_ENTITY_TOO_LARGE') return IMPORT_REFUSALS.fileBytes()
  if (code === 'E_INVALID_MULTIPART') return 'The upload could not be read. Try again.'
  return null
}

const rowsWord = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`

function importedMessage(record: { problems: unknown[]; changes: unknown[] | null }) {
  const leftOut = record.problems.length
  const rest = leftOut
    ? ` The ${rowsWord(leftOut)} with problems were left out (listed below).`
    : ''
  return `${record.changes!.length} events were imported.${rest} Undo takes them all back while nobody changes them.`
}

/** Why an import was not applied (or undone), in staff's words. */
function importRefusal(failure: ActionFailure, step: 'apply' | 'undo' = 'apply') {
  const reason = allowed(failure)
  if (reason.kind === 'refused') return reason.message
  if (reason.kind === 'publishing' && step === 'undo')
    return `Nothing was undone. ${reason.message}`
  throw unexpected(reason)
}

export default class EventImportsController {
  /** The import page: template, upload form, the person's recent imports, export. */
  async show(ctx: HttpContext) {
    const actor = staffActor(ctx)
    return ctx.view.render('event::import', {
      imports: await recentImports(actor),
      underWay: importUnderWay(actor.id),
      localFormat: this.localFormat(ctx),
      formats: EXPORT_FORMATS,
      columns: sheetColumns(TEMPLATE_ROUNDS).map((column) => ({
        ...column,
        hint: columnHint(column),
      })),
    })
  }

  /** The dry run: reads the file, checks every row, writes nothing but the import. */
  async check(ctx: HttpContext) {
    try {
      const upload = async () => {
        const { bytes, contentType } = await readMultipartBytes(
          ctx.request.request,
          IMPORT_LIMITS.fileBytes
        )
        return { body: bytes, contentType, field: 'file' }
      }
      const record = await checkImport(this.importer(ctx), upload, this.rulesOf(ctx))
      return ctx.response.redirect().toRoute('admin.events.import.report', { id: record.id })
    } catch (error) {
      const message = uploadFailure(error)
      if (message === null) throw error
      ctx.session.flash('failure', message)
      return ctx.response.redirect().toRoute('admin.events.import.show')
    }
  }

  async report(ctx: HttpContext) {
    const record = await findImport(this.importer(ctx), Number(ctx.params.id))
    return ctx.view.render('event::import_report', {
      record,
      headerOf,
      planned: record.status === 'checked' ? await plannedCounts(record) : null,
      changed: record.changes?.length ?? 0,
      undoOffered: await importUndoOffered(ctx.auth.use('web').getUserOrFail().role, record),
      created: record.changes?.filter((change) => change.before === null).length ?? 0,
    })
  }

  async apply(ctx: HttpContext) {
    const id = Number(ctx.params.id)
    const done = await applyEventImport(this.importer(ctx), id, this.rulesOf(ctx))
    if (!done.ok) ctx.session.flash('failure', importRefusal(done.failure))
    else {
      const { record, applied } = done.value
      ctx.session.flash(
        applied ? 'success' : 'failure',
        applied
          ? importedMessage(record)
          : 'Nothing was imported: some rows are no longer valid (see below).'
      )
    }
    return ctx.response.redirect().toRoute('admin.events.import.report', { id })
  }

  async undo(ctx: HttpContext) {
    const id = Number(ctx.params.id)
    const undone = await undoEventImport(this.importer(ctx), id)
    if (!undone.ok) ctx.session.flash('failure', importRefusal(undone.failure, 'undo'))
    else {
      const count = undone.value.changes!.length
      ctx.session.flash('success', `The import was undone: ${count} events are back as they were.`)
    }
    return ctx.response.redirect().toRoute('admin.events.import.report', { id })
  }

  /** The empty sheet, in the chosen format (default: what opens in the reader's locale). */
  async template(ctx: HttpContext) {
    const file = await eventsFile([], this.formatOf(ctx))
    return sendDownload(ctx, `events-template.${file.extension}`, file.body)
  }

  /** The events of the list's search and filters, in the format the import reads. */
  async export(ctx: HttpContext) {
    const read = await readListParams(eventResource, ctx.request.qs())
    const file = await listedEventsFile(read.params, zoneOf(ctx), this.formatOf(ctx))
    const day = DateTime.now().toFormat('yyyy-MM-dd')
    return sendDownload(ctx, `events-${day}.${file.extension}`, file.body)
  }

  private importer(ctx: HttpContext) {
    return { ...staffActor(ctx), role: ctx.auth.use('web').getUserOrFail().role }
  }

  private rulesOf(ctx: HttpContext) {
    const role = ctx.auth.use('web').getUserOrFail().role
    return { zone: zoneOf(ctx), mayPublish: mayPublish(role) }
  }

  private localFormat(ctx: HttpContext): ExportFormat {
    return csvFormatFor(firstLocale(ctx.request.header('accept-language')))
  }

  private formatOf(ctx: HttpContext): ExportFormat {
    const asked = ctx.request.qs().format
    return EXPORT_FORMATS.includes(asked) ? asked : this.localFormat(ctx)
  }
}
