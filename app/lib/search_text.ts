/** A LIKE pattern matching `value` anywhere, with its wildcards escaped. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}
