/*
| Markdown building blocks shared by the markdown documents.
*/

/** Text safe inside one markdown table cell. */
function tableCell(value: string): string {
  return value.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|')
}

export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map(tableCell).join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}

/** Sections joined by blank lines, empty ones left out; ends with one newline. */
export function joinBlocks(blocks: (string | null | undefined | false)[]): string {
  return blocks.filter((block): block is string => Boolean(block)).join('\n\n') + '\n'
}
