/** Import: the dialog, its preview and groups, passwords for imported logins. */
export const importing = {}
