import { app } from './app'
import { config } from './state'

/**
 * The labels Electron gives role items that have none of their own, where
 * they name the app or differ per OS (lib/browser/api/menu-item-roles.ts:
 * `about`, `hide`, `quit`, `appMenu`): what a user reads in the menu bar.
 */
function roleLabel(role: string): string | undefined {
  switch (role.toLowerCase()) {
    case 'about':
      return config.platform === 'linux' ? 'About' : `About ${app.name}`
    case 'hide':
      return `Hide ${app.name}`
    case 'quit':
      return config.platform === 'darwin'
        ? `Quit ${app.name}`
        : config.platform === 'win32'
          ? 'Exit'
          : 'Quit'
    case 'appmenu':
      return app.name
    default:
      return undefined
  }
}

interface TemplateItem {
  role?: string
  label?: string
  submenu?: unknown
}

/** A template with each role item's default label filled in (menu-item.ts, getDefaultLabel). */
export function withRoleLabels(template: unknown[]): unknown[] {
  return template.map((entry) => {
    const item = entry as TemplateItem
    const label = item.label ?? (item.role ? roleLabel(item.role) : undefined)
    const submenu = Array.isArray(item.submenu) ? withRoleLabels(item.submenu) : item.submenu
    return {
      ...item,
      ...(label !== undefined && { label }),
      ...(submenu !== undefined && { submenu }),
    }
  })
}
