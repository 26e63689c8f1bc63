/** What any call can answer: its input refused, or something unexpected (core/ipc/dispatch.ts). */
export const general = {
  fieldsNeedAttention_one: 'One field needs attention: {{first}}.',
  fieldsNeedAttention_other: '{{count}} fields need attention: {{first}}.',
  inputNotValid: 'The input was not valid.',
  unexpected:
    'Something unexpected went wrong in the app. The action was not completed; try again.',
}
