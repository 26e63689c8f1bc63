import { Component, useId, type ErrorInfo, type ReactNode } from 'react'
import type { RendererError } from '../../../shared/ipc/contract'
import { useT } from '../i18n'
import { rendererErrorOf } from '../lib/diagnostics'
import { CopyDiagnostics } from './CopyDiagnostics'

interface Props {
  /** Named in the copied details (for a bug report, so in English): which part of the window failed. */
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
      <Failure scope="panel" run={this.retry} details={details} />
    ) : (
      <div className="window-failure">
        <Failure scope="window" run={() => window.location.reload()} details={details} />
      </div>
    )
  }
}

interface FailureProps {
  /** A panel tries again; the window reloads. */
  scope: Props['scope']
  run: () => void
  /** What is sent with the report: the panel and the error, cut to the contract's limits. */
  details: RendererError
}

/** The words are a component's (React classes have no hooks): a language change renders them again. */
function Failure({ scope, run, details }: FailureProps) {
  const headingId = useId()
  const t = useT('sidebar')
  return (
    <section className="panel-failure" role="alert" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {scope === 'panel' ? t('failure.panelTitle') : t('failure.windowTitle')}
      </h2>
      <p>{scope === 'panel' ? t('failure.panelDetail') : t('failure.windowDetail')}</p>
      <CopyDiagnostics
        label={t('failure.copyDetails')}
        rendererError={details}
        before={
          <button type="button" className="btn btn-primary" onClick={run}>
            {scope === 'panel' ? t('failure.tryAgain') : t('failure.reload')}
          </button>
        }
      />
    </section>
  )
}
