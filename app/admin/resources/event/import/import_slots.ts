/*
| One import at a time per staff account (checking, applying or undoing one,
| in this process): a second is refused while the first is under way, and
| the import page says that one is.
*/
import { IMPORT_REFUSALS, ImportRefused } from '#admin/resources/event/import/import_limits'

const busyAccounts = new Set<number>()

export const importUnderWay = (accountId: number) => busyAccounts.has(accountId)

export async function oneImportAtATime<T>(accountId: number, work: () => Promise<T>): Promise<T> {
  if (busyAccounts.has(accountId)) throw new ImportRefused(IMPORT_REFUSALS.busyAccount())
  busyAccounts.add(accountId)
  try {
    return await work()
  } finally {
    busyAccounts.delete(accountId)
  }
}
