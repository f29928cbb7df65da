import vine from '@vinejs/vine'

/** Query string of the admin lists: search text, filters and page. Bad values fall back to defaults. */
const listQueryValidator = vine.create({
  q: vine.string().trim().maxLength(200).optional(),
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
  filter: vine.string().trim().maxLength(64).optional(),
})

export type ListQuery = Awaited<ReturnType<typeof listQueryValidator.validate>>

export async function readListQuery(query: Record<string, unknown>): Promise<ListQuery> {
  const [error, value] = await listQueryValidator.tryValidate(query)
  return error ? {} : value
}
