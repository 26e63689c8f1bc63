import { app } from './messages/app'
import { catalog } from './messages/catalog'
import { fields } from './messages/fields'
import { general } from './messages/general'
import { inputs } from './messages/inputs'
import { network } from './messages/network'
import { requests } from './messages/requests'

/**
 * What main composes as a sentence and sends (a failure's message, a
 * start-up notice's reason) and what the shared checks say of a field, in
 * English: the language of the command line and the logs, and the catalog
 * the window translates. One file per area; a key reads "area.message".
 */
export const messages = { general, fields, inputs, catalog, network, requests, app }
