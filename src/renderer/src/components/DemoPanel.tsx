import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import {
  demoFaults,
  MAX_DEMO_LATENCY_MS,
  type DemoFault,
  type DemoStatus,
  type DemoUrls,
} from '../../../shared/model/demo'
import { useConfirmStep } from '../hooks/useConfirmStep'
import { sayOf, useT } from '../i18n'
import { useDemo } from '../store/demo'
import { ErrorPanel } from './ErrorPanel'
import { Field } from './Field'
import { DeleteQuestion } from './DeleteQuestion'
import { AskFirstButton } from './AskFirstButton'
import { BusyButton } from './BusyButton'
import { Spinner } from './Spinner'

const hosts: readonly (keyof DemoUrls)[] = ['portal', 'alternate', 'apiHost']

/**
 * Shown with every demo profile: where the demo sandbox runs, how its customer
 * portal misbehaves, and the way to remove the whole demo at once.
 */
export function DemoPanel() {
  const status = useDemo((s) => s.status)
  const error = useDemo((s) => s.error)
  const load = useDemo((s) => s.load)
  const dismissError = useDemo((s) => s.dismissError)
  const t = useT('demo')

  useEffect(() => {
    void load()
  }, [load])

  return (
    <section className="card demo-panel" aria-labelledby="demo-title">
      <div className="card-head">
        <h2 id="demo-title">{t('title')}</h2>
      </div>
      <p className="muted">{t('intro')}</p>
      {error !== null && <ErrorPanel error={error} onDismiss={dismissError} />}
      {status === null ? <p className="muted">{t('loading')}</p> : <DemoState status={status} />}
    </section>
  )
}

function DemoState({ status }: { status: DemoStatus }) {
  const service = status.service
  const missing = status.expectedProfiles - status.profiles
  const t = useT(['demo', 'labels'])
  return (
    <>
      {service.kind === 'unavailable' && <p>{t('unavailable')}</p>}
      {service.kind === 'starting' && (
        <p role="status">
          <Spinner />
          {t('starting')}
        </p>
      )}
      {service.kind === 'stopped' && (
        <div className="demo-row">
          <p>{t('stopped')}</p>
          <StartButton label={t('start')} />
        </div>
      )}
      {service.kind === 'failed' && (
        <div className="demo-row">
          <p className="text-warn">{sayOf(service)}</p>
          <StartButton label={t('startAgain')} />
        </div>
      )}
      {service.kind === 'running' && (
        <>
          <dl className="facts">
            {hosts.map((host) => (
              <div key={host}>
                <dt>{t(`host.${host}`)}</dt>
                <dd>
                  <code>{service.urls[host]}</code>
                </dd>
              </div>
            ))}
          </dl>
          {service.movedFrom !== null && (
            <p className="text-warn">{t('moved', { ports: portsText(service.movedFrom) })}</p>
          )}
          {missing > 0 && (
            <div className="demo-row">
              <p>{t('present', { count: status.profiles, expected: status.expectedProfiles })}</p>
              <StartButton label={t('addMissing')} />
            </div>
          )}
          <p role="status">
            {service.latencyMs > 0
              ? t('faultNowAfter', {
                  fault: t(`labels:demoFault.${service.fault}`),
                  ms: service.latencyMs,
                })
              : t('faultNowAtOnce', { fault: t(`labels:demoFault.${service.fault}`) })}
          </p>
          <FaultForm
            key={`${service.fault}|${service.latencyMs}`}
            fault={service.fault}
            latencyMs={service.latencyMs}
          />
        </>
      )}
      {status.profiles > 0 && <RemoveDemo count={status.profiles} />}
    </>
  )
}

const portsText = (urls: DemoUrls): string =>
  [urls.portal, urls.alternate, urls.apiHost].map((url) => new URL(url).port).join(', ')

function StartButton({ label }: { label: string }) {
  const busy = useDemo((s) => s.busy)
  const start = useDemo((s) => s.start)
  const t = useT('demo')
  return (
    <BusyButton
      className="btn"
      onClick={() => void start()}
      disabled={busy !== null}
      busy={busy === 'start'}
      spinner
      label={label}
      busyLabel={t('startingButton')}
    />
  )
}

/** Whole milliseconds from 0 to the limit; null for anything else (said plainly by the form). */
function parseLatency(text: string): number | null {
  const value = Number(text)
  if (!/^\d+$/.test(text.trim()) || value > MAX_DEMO_LATENCY_MS) return null
  return value
}

function FaultForm({ fault, latencyMs }: { fault: DemoFault; latencyMs: number }) {
  const uid = useId()
  const busy = useDemo((s) => s.busy)
  const setFault = useDemo((s) => s.setFault)
  const [choice, setChoice] = useState(fault)
  const [latency, setLatency] = useState(String(latencyMs))
  const [latencyInvalid, setLatencyInvalid] = useState(false)
  const t = useT(['demo', 'labels'])

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault()
    const parsed = parseLatency(latency)
    if (parsed === null) {
      setLatencyInvalid(true)
      document.getElementById(`${uid}-latency`)?.focus()
      return
    }
    void setFault(choice, parsed)
  }

  return (
    <form className="demo-fault-form" aria-label={t('fault.form')} noValidate onSubmit={submit}>
      <Field id={`${uid}-fault`} label={t('fault.answers')}>
        {(control) => (
          <select
            {...control}
            value={choice}
            onChange={(e) => setChoice(e.target.value as DemoFault)}
          >
            {demoFaults.map((kind) => (
              <option key={kind} value={kind}>
                {t(`labels:demoFault.${kind}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={`${uid}-latency`}
        label={t('fault.delay')}
        error={latencyInvalid ? t('fault.delayInvalid', { max: MAX_DEMO_LATENCY_MS }) : undefined}
        hint={t('fault.delayHint')}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_DEMO_LATENCY_MS}
            step={100}
            value={latency}
            onChange={(e) => {
              setLatency(e.target.value)
              setLatencyInvalid(false)
            }}
          />
        )}
      </Field>
      <div className="form-actions">
        <BusyButton
          type="submit"
          className="btn"
          disabled={busy !== null}
          busy={busy === 'fault'}
          label={t('fault.apply')}
          busyLabel={t('fault.applying')}
        />
      </div>
    </form>
  )
}

function RemoveDemo({ count }: { count: number }) {
  const busy = useDemo((s) => s.busy)
  const remove = useDemo((s) => s.remove)
  const openerRef = useRef<HTMLButtonElement>(null)
  const removal = useConfirmStep(openerRef)
  const t = useT('demo')

  if (!removal.asking) {
    return (
      <div className="demo-row">
        <AskFirstButton ref={openerRef} onClick={removal.ask} disabled={busy !== null}>
          {t('remove.button')}
        </AskFirstButton>
      </div>
    )
  }
  return (
    <DeleteQuestion
      label={t('remove.confirm')}
      confirm={{
        label: t('remove.button'),
        busyLabel: t('remove.removing'),
        run: remove,
      }}
      step={removal}
    >
      <p>{t('remove.question', { count })}</p>
    </DeleteQuestion>
  )
}
