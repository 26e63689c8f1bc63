import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { installSearchShortcut } from './lib/searchShortcut'
import './styles.css'

const root = document.getElementById('root')
if (root === null) throw new Error('index.html has no #root element')

// Before the first render: a Ctrl+K pressed while the app starts is kept for the search field.
installSearchShortcut()

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
