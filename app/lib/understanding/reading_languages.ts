import { AsyncLocalStorage } from 'node:async_hooks'
import type { Language } from '#lib/understanding/languages'

/*
| The languages a text is being read in (its likeliest ones and English),
| for as long as it is read: a cue declared per language counts only its
| words of those languages ("plan" is an event only in Spanish, "soir" is no
| "soirée" in an English question). Outside a reading every word counts.
*/

const reading = new AsyncLocalStorage<readonly Language[]>()

/** Runs `read` with the cues counting only the words of `languages`. */
export function readingIn<T>(languages: readonly Language[], read: () => T): T {
  return reading.run(languages, read)
}

/** The languages of the text being read, if any. */
export function readingLanguages(): readonly Language[] | undefined {
  return reading.getStore()
}
