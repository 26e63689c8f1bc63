import type { Translation } from '../../translation'
import type { general as en } from '../../en/messages/general'

export const general: Translation<typeof en> = {
  fieldsNeedAttention_one: 'Ein Feld braucht Aufmerksamkeit: {{first}}.',
  fieldsNeedAttention_other: '{{count}} Felder brauchen Aufmerksamkeit: {{first}}.',
  inputNotValid: 'Die Eingabe war nicht gültig.',
  unexpected:
    'In der App ist etwas Unerwartetes schiefgegangen. Die Aktion wurde nicht abgeschlossen; versuchen Sie es noch einmal.',
}
