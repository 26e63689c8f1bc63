import { useId, type CSSProperties, type ReactNode } from 'react'
import { useWindowWidth } from '../hooks/useWindowWidth'
import { clampWidth, widthBounds } from '../lib/sidebarWidth'
import { useSidebar } from '../store/sidebar'
import { SidebarSplitter } from './SidebarSplitter'

/**
 * The sidebar at the width chosen with its splitter, within what the window
 * allows now (re-clamped as the window shrinks). Only this re-renders while
 * it is dragged: what it holds is passed in, made once by the app.
 */
export function ResizableSidebar({ children }: { children: ReactNode }) {
  const id = useId()
  const chosen = useSidebar((s) => s.width)
  const bounds = widthBounds(useWindowWidth())
  const width = clampWidth(chosen, bounds)
  return (
    <aside id={id} className="sidebar" style={{ '--sidebar-width': `${width}px` } as CSSProperties}>
      {children}
      <SidebarSplitter controls={id} width={width} bounds={bounds} />
    </aside>
  )
}
