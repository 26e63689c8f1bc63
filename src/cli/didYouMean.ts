/**
 * Letters to change, add, drop or swap to turn `a` into `b` (optimal string
 * alignment): "heade" is 1 from "header", "hedaer" 1 (a swap).
 */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i] as number[]
      const above = rows[i - 1] as number[]
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      )
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1)
      row[j] = best
    }
  }
  return (rows[a.length] as number[])[b.length] as number
}

/**
 * The one candidate a mistyped word most likely meant, as gh and kubectl
 * suggest: within two edits (one for words of four letters or fewer), the
 * nearest, none when two are as near.
 */
export function didYouMean(word: string, candidates: readonly string[]): string | null {
  const most = word.length <= 4 ? 1 : 2
  let best: string | null = null
  let bestDistance = Infinity
  let tie = false
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase())
    if (distance > most || distance > bestDistance) continue
    tie = distance === bestDistance
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }
  return tie ? null : best
}
