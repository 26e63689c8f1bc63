/**
 * How the sidebar and the Board order text: case and accents aside, numbers
 * by value ("Acme 9" before "Acme 10"). One instance: localeCompare with
 * options builds a new collator per call (slow at 10,000 rows), and the
 * Board takes its name order from the sidebar's, which holds only while both
 * collate alike.
 */
export const nameCollator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })
