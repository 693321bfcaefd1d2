// CSV that Excel opens safely, for every back-office export: UTF-8 with a BOM (Excel then reads Turkish
// letters right), RFC 4180 (comma separator, CRLF line ends, inner quotes doubled) and no formula
// injection: a cell beginning with = + - @, a tab or a CR gets a leading apostrophe, which spreadsheets show
// as text instead of running it. A cell is quoted when it holds a quote, CR, LF, a comma or a semicolon:
// Excel with Turkish regional settings splits on ';', so an unquoted `x;=1+1` would become a formula cell.

export const CSV_BOM = '\uFEFF'

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",;\r\n]/

/** Makes a cell inert in spreadsheets: '=1+1' → "'=1+1". */
export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}

/** One field: neutralised, then quoted when a spreadsheet would split or misread it. */
export function csvField(value: string | null | undefined): string {
  const text = neutralizeFormula(value ?? '')
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvRow(fields: readonly (string | null | undefined)[]): string {
  return fields.map(csvField).join(',')
}

/** The whole file: BOM, the header row, one row per record, CRLF after every record. */
export function buildCsv(
  header: readonly string[],
  rows: readonly (readonly (string | null | undefined)[])[],
) {
  return `${CSV_BOM}${[csvRow(header), ...rows.map(csvRow)].join('\r\n')}\r\n`
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** `prefix-2026-11-22.csv`, from the local calendar date of the export. */
export function csvFileName(prefix: string, date: Date = new Date()): string {
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`
  return `${prefix}-${day}.csv`
}
