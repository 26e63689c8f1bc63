// First: it configures zod before any schema is built.
import './zodWithoutEval'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { ErrorBoundary } from './components/ErrorBoundary'
import { languageReady } from './i18n'
import { installSearchShortcut } from './lib/searchShortcut'
import { applyTheme, savedTheme } from './lib/theme'
import { startWindow } from './store/windowStart'
import './styles.css'

/** The window as a bug report names it (ErrorBoundary's `panel`: English, as the rest of the report). */
const WINDOW_PANEL = 'Window'

const root = document.getElementById('root')
if (root === null) throw new Error('index.html has no #root element')

// Before the first render: a Ctrl+K pressed while the app starts is kept for the search field,
// and the theme chosen last time shows from the first frame.
installSearchShortcut()
applyTheme(savedTheme())
startWindow()

// At once in English; in another language once its catalog is in (its chunk was asked for as the
// i18n module loaded, while the rest of the window's code ran).
void languageReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <ErrorBoundary panel={WINDOW_PANEL} scope="window">
        <App />
      </ErrorBoundary>
    </StrictMode>,
  ),
)
