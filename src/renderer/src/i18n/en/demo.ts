/** The first-run sandbox demo. */
export const demo = {}
