import { useT } from '../i18n'
import { useStatus } from '../store/status'

/**
 * The app's status line at the foot of the pane: what an export, an import
 * or a deletion just did, with Undo while main allows it. The message is a
 * polite live region, always present so its changes are announced.
 */
export function StatusMessage() {
  const message = useStatus((s) => s.message)
  const clear = useStatus((s) => s.clear)
  const t = useT('sidebar')
  const tone = message?.tone === 'error' ? ' app-status-error' : ''
  return (
    <div className="app-status-dock">
      <div className={`app-status${message === null ? '' : ' app-status-visible'}${tone}`}>
        <div role="status" className="app-status-message">
          {message !== null && (
            <>
              <span>{message.text}</span>
              {message.action !== null && (
                <button
                  type="button"
                  className="btn btn-small"
                  onClick={() => {
                    const action = message.action
                    clear()
                    action?.run()
                  }}
                >
                  {message.action.label}
                </button>
              )}
            </>
          )}
        </div>
        {message !== null && (
          <button
            type="button"
            className="app-status-close"
            aria-label={t('status.hide')}
            title={t('status.hide')}
            onClick={clear}
          >
            ×
          </button>
        )}
      </div>
    </div>
  )
}
