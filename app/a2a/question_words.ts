import { FILLER_WORDS } from '#a2a/vocabulary'

/*
| Which words of a (normalized) question something understood: every
| pattern that matched, the place names and the event id mark the words they
| cover; the words left over, other than filler words, are "unmatched" —
| reported in the data part and used to tell an off-topic question from one
| that only lacks a keyword.
*/

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

  constructor(readonly normalized: string) {
    this.tokens = tokensOf(normalized)
    this.covered = this.tokens.map(() => false)
  }

  /** Marks the words inside [start, end). */
  coverSpan(start: number, end: number): void {
    this.tokens.forEach((token, index) => {
      if (token.start < end && token.end > start) this.covered[index] = true
    })
  }

  /** Marks every match of each pattern. */
  coverPatterns(patterns: RegExp[]): void {
    for (const pattern of patterns) {
      const global = new RegExp(
        pattern.source,
        pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`
      )
      for (const match of this.normalized.matchAll(global)) {
        if (match[0]) this.coverSpan(match.index, match.index + match[0].length)
      }
    }
  }

  /** Marks the first run of words equal to `phrase` (words separated by spaces). */
  coverPhrase(phrase: string): void {
    const words = phrase.split(' ')
    const index = this.tokens.findIndex((_, at) =>
      words.every((word, offset) => this.tokens[at + offset]?.word === word)
    )
    if (index < 0) return
    for (let offset = 0; offset < words.length; offset++) this.covered[index + offset] = true
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
