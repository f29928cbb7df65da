/*
| The filters a person asked for on a page of the site, minus any the
| validator refuses (an unknown category, a date that is no date, an
| over-long search) or does not know: a page for people never fails on a
| filter, it leaves it out and says so.
*/
import { errors } from '@vinejs/vine'

interface QueryValidator<T> {
  validate(data: unknown): Promise<T>
}

/** Each wanted filter that is set ('' counts as unset), validated; the names left out. */
export async function usableFilters<T>(
  validator: QueryValidator<T>,
  query: Record<string, unknown>,
  names: readonly string[]
): Promise<{ filters: T; ignored: string[] }> {
  const wanted: Record<string, unknown> = {}
  for (const name of names) {
    const value = query[name]
    if (typeof value === 'string' && value.trim() !== '') wanted[name] = value
    else if (value !== undefined && value !== '') wanted[name] = value
  }
  const ignored: string[] = []
  for (let attempt = 0; attempt <= names.length; attempt++) {
    try {
      const filters = await validator.validate(wanted)
      /* a parameter the core does not know is dropped by the validator: said too */
      const unknown = Object.keys(wanted).filter((name) => !(name in (filters as object)))
      return { filters, ignored: [...ignored, ...unknown] }
    } catch (error) {
      if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
      const refused = (error.messages as { field: string }[]).map(
        ({ field }) => field.split('.')[0]
      )
      for (const field of refused) {
        delete wanted[field]
        ignored.push(field)
      }
      if (refused.length === 0) break
    }
  }
  return { filters: await validator.validate({}), ignored: names.filter((name) => name in query) }
}
