/**
 * How much of a query is searched. Each term is a scan of every profile, so
 * a pasted page of text (the audit's 2,000 terms took 4 s at each keystroke)
 * would freeze the window; nobody types more than a few words to find one.
 */
export const MAX_QUERY_LENGTH = 200
export const MAX_QUERY_TERMS = 12

/** The query as searched: its first MAX_QUERY_TERMS words within MAX_QUERY_LENGTH characters. */
export function boundQuery(query: string): { text: string; cut: boolean } {
  const short = query.length > MAX_QUERY_LENGTH ? query.slice(0, MAX_QUERY_LENGTH) : query
  const words = short.trim().split(/\s+/)
  const text = words.length > MAX_QUERY_TERMS ? words.slice(0, MAX_QUERY_TERMS).join(' ') : short
  return { text, cut: text !== query }
}
