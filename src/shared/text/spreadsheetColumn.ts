/** A column's letters as spreadsheets title it, from its position from 1: 1 → A, 27 → AA. */
export function spreadsheetColumn(position: number): string {
  let letters = ''
  for (let n = position; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters
  }
  return letters
}
