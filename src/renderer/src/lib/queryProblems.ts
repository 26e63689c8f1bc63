import { QUALIFIER_HELP, type QueryProblem } from '../../../shared/search/qualifiers'
import { MAX_QUERY_LENGTH, MAX_QUERY_TERMS } from '../../../shared/search/queryLimit'
import { t } from '../i18n'

/** One thing the search could not use, as the window says it now. */
export function queryProblemText(problem: QueryProblem): string {
  switch (problem.kind) {
    case 'not-a-state':
      // The qualifiers are query syntax: the same in every language.
      return t('sidebar:query.notAState', { value: problem.value, qualifiers: QUALIFIER_HELP })
    case 'cut':
      return t('sidebar:query.cut', { terms: MAX_QUERY_TERMS, characters: MAX_QUERY_LENGTH })
    case 'negated':
      return t('sidebar:query.negated', { word: problem.word, without: problem.word.slice(1) })
  }
}

/**
 * What the search could not use, under the field of the sidebar, the Board
 * and the quick switcher. Called while rendering: the language spoken now.
 */
export const queryProblemsText = (problems: readonly QueryProblem[]): string =>
  problems.map(queryProblemText).join(' ')
