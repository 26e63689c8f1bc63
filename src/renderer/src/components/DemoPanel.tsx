import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import {
  demoFaultLabels,
  demoFaults,
  MAX_DEMO_LATENCY_MS,
  type DemoFault,
  type DemoStatus,
  type DemoUrls,
} from '../../../shared/model/demo'
import { useConfirmStep } from '../hooks/useConfirmStep'
import { useDemo } from '../store/demo'
import { ErrorPanel } from './ErrorPanel'
import { Field } from './Field'
import { DeleteQuestion } from './DeleteQuestion'
import { AskFirstButton } from './AskFirstButton'
import { BusyButton } from './BusyButton'
import { Spinner } from './Spinner'

const hostLabels: Record<keyof DemoUrls, string> = {
  portal: 'Customer portal',
  alternate: 'Alternate portal',
  apiHost: 'API host',
}

/**
 * Shown with every demo profile: where the demo sandbox runs, how its customer
 * portal misbehaves, and the way to remove the whole demo at once.
 */
export function DemoPanel() {
  const status = useDemo((s) => s.status)
  const error = useDemo((s) => s.error)
  const load = useDemo((s) => s.load)
  const dismissError = useDemo((s) => s.dismissError)

  useEffect(() => {
    void load()
  }, [load])

  return (
    <section className="card demo-panel" aria-labelledby="demo-title">
      <div className="card-head">
        <h2 id="demo-title">Demo sandbox</h2>
      </div>
      <p className="muted">
        The demo profiles talk to a fake vendor service on this computer. Each “Demo · …” fault
        profile always fails its own way; the switch below makes the whole customer portal fail.
      </p>
      {error !== null && <ErrorPanel error={error} onDismiss={dismissError} />}
      {status === null ? <p className="muted">Loading…</p> : <DemoState status={status} />}
    </section>
  )
}

function DemoState({ status }: { status: DemoStatus }) {
  const service = status.service
  const missing = status.expectedProfiles - status.profiles
  return (
    <>
      {service.kind === 'unavailable' && (
        <p>
          The local sandbox is not part of this build, so the demo profiles have nothing to talk to.
          You can remove them.
        </p>
      )}
      {service.kind === 'starting' && (
        <p role="status">
          <Spinner />
          Starting the sandbox…
        </p>
      )}
      {service.kind === 'stopped' && (
        <div className="demo-row">
          <p>The sandbox is not running.</p>
          <StartButton label="Start sandbox" />
        </div>
      )}
      {service.kind === 'failed' && (
        <div className="demo-row">
          <p className="text-warn">{service.message}</p>
          <StartButton label="Start again" />
        </div>
      )}
      {service.kind === 'running' && (
        <>
          <dl className="facts">
            {(Object.keys(hostLabels) as (keyof DemoUrls)[]).map((host) => (
              <div key={host}>
                <dt>{hostLabels[host]}</dt>
                <dd>
                  <code>{service.urls[host]}</code>
                </dd>
              </div>
            ))}
          </dl>
          {service.movedFrom !== null && (
            <p className="text-warn">
              The ports used before ({portsText(service.movedFrom)}) were taken, so the sandbox
              moved to new ones and the demo profiles with it. Their tokens still work.
            </p>
          )}
          {missing > 0 && (
            <div className="demo-row">
              <p>
                {status.profiles} of {status.expectedProfiles} demo profiles are here.
              </p>
              <StartButton label="Add the missing ones" />
            </div>
          )}
          <p role="status">
            Customer portal now: {demoFaultLabels[service.fault]}
            {service.latencyMs > 0 ? `, after ${service.latencyMs} ms` : ', at once'}.
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
  return (
    <BusyButton
      className="btn"
      onClick={() => void start()}
      disabled={busy !== null}
      busy={busy === 'start'}
      spinner
      label={label}
      busyLabel="Starting…"
    />
  )
}

/** Whole milliseconds from 0 to the limit; anything else is said plainly. */
function parseLatency(text: string): number | string {
  const value = Number(text)
  if (!/^\d+$/.test(text.trim()) || value > MAX_DEMO_LATENCY_MS) {
    return `Enter whole milliseconds from 0 to ${MAX_DEMO_LATENCY_MS}.`
  }
  return value
}

function FaultForm({ fault, latencyMs }: { fault: DemoFault; latencyMs: number }) {
  const uid = useId()
  const busy = useDemo((s) => s.busy)
  const setFault = useDemo((s) => s.setFault)
  const [choice, setChoice] = useState(fault)
  const [latency, setLatency] = useState(String(latencyMs))
  const [latencyError, setLatencyError] = useState<string | undefined>(undefined)

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault()
    const parsed = parseLatency(latency)
    if (typeof parsed === 'string') {
      setLatencyError(parsed)
      document.getElementById(`${uid}-latency`)?.focus()
      return
    }
    void setFault(choice, parsed)
  }

  return (
    <form
      className="demo-fault-form"
      aria-label="Customer portal behaviour"
      noValidate
      onSubmit={submit}
    >
      <Field id={`${uid}-fault`} label="Customer portal answers token requests with">
        {(control) => (
          <select
            {...control}
            value={choice}
            onChange={(e) => setChoice(e.target.value as DemoFault)}
          >
            {demoFaults.map((kind) => (
              <option key={kind} value={kind}>
                {demoFaultLabels[kind]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={`${uid}-latency`}
        label="Delay (ms)"
        error={latencyError}
        hint="Before each answer. Longer than the request time-out in Settings times out."
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
              setLatencyError(undefined)
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
          label="Apply"
          busyLabel="Applying…"
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

  if (!removal.asking) {
    return (
      <div className="demo-row">
        <AskFirstButton ref={openerRef} onClick={removal.ask} disabled={busy !== null}>
          Remove demo profiles
        </AskFirstButton>
      </div>
    )
  }
  return (
    <DeleteQuestion
      label="Confirm removing the demo"
      confirm={{
        label: 'Remove demo profiles',
        busyLabel: 'Removing…',
        run: remove,
      }}
      step={removal}
    >
      <p>
        Remove all {count} demo profile{count === 1 ? '' : 's'} and stop the sandbox? Their stored
        passwords and tokens are removed too.
      </p>
    </DeleteQuestion>
  )
}
