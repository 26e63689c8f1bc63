/** Settings, each section. */
export const settings = {}
