/** The team catalog: its source, review, commands and notices. */
export const catalog = {}
