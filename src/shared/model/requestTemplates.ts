import type { RequestFields } from './request'

/**
 * Starting points for the three consumers the spec names (section 1.3). Their
 * operations are not shown in the spec: these paths are the local sandbox's,
 * to be edited for the real service. `{account}` is filled from the profile.
 */
export const requestTemplates: { id: string; label: string; fields: RequestFields }[] = [
  {
    id: 'analytics',
    label: 'Analytics: account summary (Bearer)',
    fields: {
      name: 'Analytics summary',
      method: 'GET',
      url: '/_rest/v4/analytics/accounts/{account}/summary',
      relativeTo: 'api',
      headers: [],
      body: '',
      authStyle: 'bearer',
    },
  },
  {
    id: 'sms',
    label: 'SMS: send a message',
    fields: {
      name: 'Send SMS',
      method: 'POST',
      url: '/_rest/v4/app/sms/messages',
      relativeTo: 'api',
      headers: [],
      body: '{\n  "to": "+15550100",\n  "text": "Hello from Token Desk"\n}',
      authStyle: 'bearer',
    },
  },
  {
    id: 'flow',
    label: 'Flow trigger for this account',
    fields: {
      name: 'Trigger flow',
      method: 'POST',
      url: '/_rest/v4/flows/welcome/trigger',
      relativeTo: 'api',
      headers: [],
      body: '{\n  "accountId": "{account}",\n  "data": {}\n}',
      authStyle: 'bearer',
    },
  },
]
