/** The Board (components/Board*.tsx, store/boardActions.ts). */
export const board = {
  title: 'Board',
  portalShort: { customer: 'Customer', alternate: 'Alternate', 'api-host': 'API host' },
  filter: {
    label: 'Filter the Board',
    hint: 'Name, account, user, host or #tag; also {{qualifiers}}',
    placeholder: 'Filter: name, account, #tag, is:expired',
  },
  count: {
    all_one: '{{count, number}} profile',
    all_other: '{{count, number}} profiles',
    shown_one: '{{shown, number}} of {{count, number}} profile',
    shown_other: '{{shown, number}} of {{count, number}} profiles',
    selected: '{{count, number}} selected',
    hidden: '({{count, number}} not shown)',
  },
  emptyView: 'No profile is in “{{view}}” now.',
  noMatch: 'No profile matches “{{query}}”.',
  selectShown_one: 'Select the {{count, number}} profile shown',
  selectShown_other: 'Select the {{count, number}} profiles shown',
  clearShown_one: 'Clear the {{count, number}} profile shown',
  clearShown_other: 'Clear the {{count, number}} profiles shown',
  selectRow: 'Select {{name}}',
  favourite: 'favourite',
  retiredFrom: ' · retired from {{source}}',
  neverUsed: 'Never',
}
