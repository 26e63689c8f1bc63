import { lazyCollator } from '../text/lazyCollator'

/**
 * How the sidebar and the Board order text: case and accents aside, numbers
 * by value ("Acme 9" before "Acme 10"). One instance: localeCompare with
 * options builds a new collator per call (slow at 10,000 rows), and the
 * Board takes its name order from the sidebar's, which holds only while both
 * collate alike. Made on the first comparison (lazyCollator).
 */
export const nameCollator = lazyCollator({ sensitivity: 'base', numeric: true })
