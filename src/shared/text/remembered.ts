/**
 * A function of a string with the answers it worked out kept (up to `kept`
 * of them, then the memory starts again): for work asked again and again of
 * a few inputs, such as thousands of profiles sharing a few portals, logins
 * or system locales. Answers are shared: never change one.
 */
export function remembered<T>(work: (input: string) => T, kept = 1_000): (input: string) => T {
  const answers = new Map<string, T>()
  return (input) => {
    let answer = answers.get(input)
    if (answer !== undefined) return answer
    answer = work(input)
    if (answers.size >= kept) answers.clear()
    answers.set(input, answer)
    return answer
  }
}
