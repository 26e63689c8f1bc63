import { it } from 'vitest'
import { startSandbox } from '../../src/sandbox/server'
import { launchChromium } from '../helpers/browser'
import { demoLogin } from '../helpers/demoLogin'
import { openApp } from '../helpers/journey'
import { mkdtempSync } from 'node:fs'

it('debug', async () => {
  const sandbox = await startSandbox()
  const browser = await launchChromium()
  const app = await openApp(browser, mkdtempSync('/tmp/dbg-'))
  const created = await app.call('createProfile', { ...demoLogin(sandbox), portal: 'customer', password: 'demo-password' })
  console.log('created', JSON.stringify(created).slice(0, 300))
  if (created.ok) {
    console.log(JSON.stringify(await app.call('updateProfile', { id: created.value.id, fields: { favourite: true } })).slice(0, 200))
    console.log(JSON.stringify(await app.call('getToken', { profileId: created.value.id })).slice(0, 200))
  }
  await new Promise((r) => setTimeout(r, 1500))
  console.log(JSON.stringify((await app.harness.records()).tray))
  console.log(JSON.stringify(await app.call('updateSettings', { globalShortcut: 'CommandOrControl+Alt+K' })).slice(0, 300))
  console.log('errors', app.errors)
  await app.close(); await browser.close(); await sandbox.close()
}, 30000)
