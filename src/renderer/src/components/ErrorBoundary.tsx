import { Component, useId, type ErrorInfo, type ReactNode } from 'react'
import type { RendererError } from '../../../shared/ipc/contract'
import { rendererErrorOf } from '../lib/diagnostics'
import { CopyDiagnostics } from './CopyDiagnostics'

interface Props {
  /** Named in the copied details: which part of the window failed. */
  panel: string
  /** `panel`: only this part is replaced and can try again; `window`: the last resort. */
  scope: 'panel' | 'window'
  /** When this changes (another profile is opened), a failed panel starts over by itself. */
  resetKey?: unknown
  children: ReactNode
}

type State =
  { failed: false } | { failed: true; error: Error; componentStack: string | null; attempt: number }

/**
 * Catches a render failure below it so one broken panel shows a way out
 * instead of a white window. React needs a class for this.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return {
      failed: true,
      error: error instanceof Error ? error : new Error(String(error)),
      componentStack: null,
    }
  }

  override componentDidCatch(_error: unknown, info: ErrorInfo): void {
    if (this.state.failed)
      this.setState({ ...this.state, componentStack: info.componentStack ?? null })
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && !Object.is(previous.resetKey, this.props.resetKey)) this.retry()
  }

  private readonly retry = (): void => this.setState({ failed: false })

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children
    const { error, componentStack } = this.state
    const details = rendererErrorOf(this.props.panel, error, componentStack)
    return this.props.scope === 'panel' ? (
      <Failure
        title="This panel hit a problem."
        detail="The rest of the app still works. Try again, or copy the details for a bug report."
        action={{ label: 'Try again', run: this.retry }}
        details={details}
      />
    ) : (
      <div className="window-failure">
        <Failure
          title="Token Desk hit a problem it could not recover from."
          detail="Nothing was lost: your profiles and secrets are kept by the app, not by this window. Reload the window, or copy the details for a bug report."
          action={{ label: 'Reload', run: () => window.location.reload() }}
          details={details}
        />
      </div>
    )
  }
}

interface FailureProps {
  title: string
  detail: string
  action: { label: string; run: () => void }
  /** What is sent with the report: the panel and the error, cut to the contract's limits. */
  details: RendererError
}

function Failure({ title, detail, action, details }: FailureProps) {
  const headingId = useId()
  return (
    <section className="panel-failure" role="alert" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p>{detail}</p>
      <CopyDiagnostics
        label="Copy details"
        rendererError={details}
        before={
          <button type="button" className="btn btn-primary" onClick={action.run}>
            {action.label}
          </button>
        }
      />
    </section>
  )
}
