import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const electronStandIn = resolve(import.meta.dirname, 'src/harness/electron/index.ts')

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts', 'test/integration/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['test/helpers/closeCores.ts'],
        },
      },
      {
        // The Electron shell (src/main/*.ts, adapters, preload) over the electron stand-in.
        resolve: { alias: { electron: electronStandIn } },
        test: {
          name: 'shell',
          include: ['test/shell/**/*.test.ts'],
          environment: 'node',
          // electron-store imports electron itself: let the alias reach it.
          server: { deps: { inline: ['electron-store'] } },
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'components',
          // Components, and the renderer's stores and hooks on their own (test/stores, test/hooks).
          include: [
            'test/components/**/*.test.{ts,tsx}',
            'test/stores/**/*.test.ts',
            'test/hooks/**/*.test.{ts,tsx}',
          ],
          environment: 'jsdom',
          setupFiles: ['test/components/jsdomDialog.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts', 'test/e2e-electron/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
