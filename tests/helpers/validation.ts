import { errors } from '@vinejs/vine'

/** The fields a VineJS validation refused (empty when it passed). */
export async function refusedFields(validation: Promise<unknown>): Promise<string[]> {
  try {
    await validation
    return []
  } catch (error) {
    if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
    return (error.messages as { field: string }[]).map((message) => message.field)
  }
}
