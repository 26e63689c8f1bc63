/**
 * The installer's id (`appId` in electron-builder.yml), which its Windows
 * shortcut carries as the Application User Model ID. The app claims the same
 * id at start, so its notifications, taskbar button and pinned shortcut are
 * one app to Windows (test/shell/appIdentity.test.ts keeps the two equal).
 */
export const APP_USER_MODEL_ID = 'dev.tokendesk.app'
