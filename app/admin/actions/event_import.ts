/*
| An events import's writes (issue #36), HTTP-free and through the gate:
| applying a checked import, and undoing an applied one.
*/
import {
  applyImport,
  undoImport,
  type ImportActor,
  type ImportRules,
} from '#admin/resources/event/import/event_import'
import { through } from '#admin/actions/gate'

export function applyEventImport(actor: ImportActor, id: number, rules: ImportRules) {
  return through(actor, 'content', () => applyImport(actor, id, rules))
}

export function undoEventImport(actor: ImportActor, id: number) {
  return through(actor, 'content', () => undoImport(actor, id))
}
