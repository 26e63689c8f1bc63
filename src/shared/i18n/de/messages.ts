import type { messages as en } from '../en/messages'
import type { Translation } from '../translation'
import { app } from './messages/app'
import { catalog } from './messages/catalog'
import { fields } from './messages/fields'
import { general } from './messages/general'
import { inputs } from './messages/inputs'
import { network } from './messages/network'
import { requests } from './messages/requests'

export const messages: Translation<typeof en> = {
  general,
  fields,
  inputs,
  catalog,
  network,
  requests,
  app,
}
