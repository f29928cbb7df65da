import { FILLER_WORDS } from '#a2a/vocabulary'

/*
| Which words of a (normalized) question something understood: every
| pattern that matched, the place names and the event id mark the words they
| cover; the words left over, other than filler words, are "unmatched" —
| reported in the data part and used to tell an off-topic question from one
| that only lacks a keyword.
*/

const coverings = new WeakMap<RegExp, RegExp>()
const GAP = 'coverGap'

/**
 * A pattern as it marks words: global, with indices, and each gap (`.*`,
 * "wat is er (.* )?te doen") a named group, so the date or the place said
 * inside a phrase is read as itself, not as part of the phrase.
 */
function coveringOf(pattern: RegExp): RegExp {
  let covering = coverings.get(pattern)
  if (!covering) {
    let gaps = 0
    const source = pattern.source.replace(/\.\*/g, () => `(?<${GAP}${gaps++}>.*)`)
    const flags = new Set([...pattern.flags, 'g', 'd'])
    covering = new RegExp(source, [...flags].join(''))
    coverings.set(pattern, covering)
  }
  return covering
}

export interface Token {
  word: string
  start: number
  end: number
}

function tokensOf(normalized: string): Token[] {
  return [...normalized.matchAll(/[^\s-]+/g)].map((match) => ({
    word: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }))
}

export class QuestionWords {
  readonly tokens: Token[]
  private readonly covered: boolean[]

  /** For each word as written, the indexes of the tokens it was read as */
  private readonly written: { word: string; tokens: number[] }[]

  /**
   * `normalized` is the line the cues are tested on; `readAs` (from
   * readText) says which of its words each written word became, so phrases
   * found in the written words (a date, a place) cover what they became.
   */
  constructor(
    readonly normalized: string,
    readAs?: { words: string[]; readAs: string[][] }
  ) {
    this.tokens = tokensOf(normalized)
    this.covered = this.tokens.map(() => false)
    let next = 0
    this.written = readAs
      ? readAs.words.map((word, index) => {
          const count = readAs.readAs[index]
            .join(' ')
            .split(/[\s-]+/)
            .filter(Boolean).length
          const tokens = Array.from({ length: count }, (_, offset) => next + offset)
          next += count
          return { word, tokens }
        })
      : this.tokens.map((token, index) => ({ word: token.word, tokens: [index] }))
  }

  /** Marks the words inside [start, end). */
  coverSpan(start: number, end: number): void {
    this.tokens.forEach((token, index) => {
      if (token.start < end && token.end > start) this.covered[index] = true
    })
  }

  /** Marks every match of each pattern, except the words a gap of it (`.*`) passed over. */
  coverPatterns(patterns: RegExp[]): void {
    for (const pattern of patterns) {
      for (const match of this.normalized.matchAll(coveringOf(pattern))) {
        if (!match[0]) continue
        const gaps = Object.entries(match.indices?.groups ?? {})
          .filter(([name, gap]) => name.startsWith(GAP) && gap !== undefined)
          .map(([, gap]) => gap!)
        let from = match.index
        for (const [start, end] of gaps.sort((a, b) => a[0] - b[0])) {
          this.coverSpan(from, start)
          from = end
        }
        this.coverSpan(from, match.index + match[0].length)
      }
    }
  }

  /** Marks the first run of words equal to `phrase` (words separated by spaces). */
  coverPhrase(phrase: string): void {
    const words = phrase.split(/[\s-]+/).filter(Boolean)
    const parts = this.written.flatMap(({ word, tokens }) => {
      const pieces = word.split(/[\s-]+/).filter(Boolean)
      return pieces.map((piece) => ({ piece, tokens }))
    })
    const index = parts.findIndex((_, at) =>
      words.every((word, offset) => parts[at + offset]?.piece === word)
    )
    if (index < 0) return
    for (let offset = 0; offset < words.length; offset++) {
      for (const token of parts[index + offset].tokens) this.covered[token] = true
    }
  }

  isUnderstood(index: number): boolean {
    return this.covered[index] || FILLER_WORDS.has(this.tokens[index].word)
  }

  /** The words nothing understood, in question order, without repeats. */
  unmatched(): string[] {
    const words = this.tokens
      .filter((token, index) => !this.isUnderstood(index) && !/^\d+$/.test(token.word))
      .map((token) => token.word.replace(/'/g, ''))
    return [...new Set(words)].filter(Boolean)
  }
}
