// Text a spreadsheet could run as a formula. Excel, LibreOffice and Google Sheets read a cell that starts
// with = + - @ (or a tab or carriage return before one) as a formula when they open a CSV, and one that
// comes back from a file can fetch a URL with the answer key in it (=HYPERLINK, =IMPORTXML, =WEBSERVICE).
// OWASP's CSV-injection advice: prefix such a cell with a single quote, so it shows as text. A plain
// number (-5, +3.5, -1,250, 12%, -3/4) is not a formula that calls anything and stays as it is, so the
// math answers a teacher exports keep reading as numbers.

// Leading spaces count too: LibreOffice's CSV import can trim them before it decides.
const FORMULA_START = /^\s*[=+\-@]|^[\t\r]/;
const PLAIN_NUMBER = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?%?$|^[+-]?\d+\/\d+$|^[+-]?\.\d+$/;

/** One cell's text as a spreadsheet should hold it: never a formula. Numbers and empty cells pass as they are. */
export function spreadsheetText(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value.trim()) ? `'${value}` : value;
}

/** Every text cell of a row through spreadsheetText; numbers and empty cells as they are. */
export function spreadsheetRow<T extends string | number | null | undefined>(row: T[]): T[] {
  return row.map((cell) => (typeof cell === 'string' ? spreadsheetText(cell) : cell) as T);
}
