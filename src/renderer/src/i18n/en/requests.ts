/** Test requests: the editor, responses, history and exchanges. */
export const requests = {}
