import type { Translation } from '../catalog'
import type { board as en } from '../en/board'

export const board = {
  title: 'Board',
  portalShort: { customer: 'Kunde', alternate: 'Alternativ', 'api-host': 'API-Host' },
  filter: {
    label: 'Board filtern',
    hint: 'Name, Konto, Benutzer, Host oder #Tag; außerdem {{qualifiers}}',
    placeholder: 'Filter: Name, Konto, #Tag, is:expired',
  },
  count: {
    all_one: '{{count, number}} Profil',
    all_other: '{{count, number}} Profile',
    shown_one: '{{shown, number}} von {{count, number}} Profil',
    shown_other: '{{shown, number}} von {{count, number}} Profilen',
    selected: '{{count, number}} ausgewählt',
    hidden: '({{count, number}} nicht angezeigt)',
  },
  emptyView: 'Kein Profil ist gerade in „{{view}}“.',
  noMatch: 'Kein Profil passt zu „{{query}}“.',
  selectShown_one: 'Das angezeigte Profil auswählen',
  selectShown_other: 'Die {{count, number}} angezeigten Profile auswählen',
  clearShown_one: 'Auswahl des angezeigten Profils aufheben',
  clearShown_other: 'Auswahl der {{count, number}} angezeigten Profile aufheben',
  selectRow: '{{name}} auswählen',
  favourite: 'Favorit',
  retiredFrom: ' · ausgemustert aus {{source}}',
  neverUsed: 'Nie',
} satisfies Translation<typeof en>
