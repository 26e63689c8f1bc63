/** The first-run sandbox demo. */
export const demo = {
  title: 'Demo sandbox',
  intro:
    'The demo profiles talk to a fake vendor service on this computer. Each “Demo · …” fault profile always fails its own way; the switch below makes the whole customer portal fail.',
  loading: 'Loading…',
  unavailable:
    'The local sandbox is not part of this build, so the demo profiles have nothing to talk to. You can remove them.',
  starting: 'Starting the sandbox…',
  stopped: 'The sandbox is not running.',
  start: 'Start sandbox',
  startAgain: 'Start again',
  addMissing: 'Add the missing ones',
  startingButton: 'Starting…',
  host: {
    portal: 'Customer portal',
    alternate: 'Alternate portal',
    apiHost: 'API host',
  },
  moved:
    'The ports used before ({{ports}}) were taken, so the sandbox moved to new ones and the demo profiles with it. Their tokens still work.',
  /** `count`: the demo profiles here. */
  present_one: '{{count, number}} of {{expected, number}} demo profiles are here.',
  present_other: '{{count, number}} of {{expected, number}} demo profiles are here.',
  /** The delay as typed in its field (no grouping). */
  faultNowAfter: 'Customer portal now: {{fault}}, after {{ms}} ms.',
  faultNowAtOnce: 'Customer portal now: {{fault}}, at once.',
  fault: {
    form: 'Customer portal behaviour',
    answers: 'Customer portal answers token requests with',
    delay: 'Delay (ms)',
    delayHint: 'Before each answer. Longer than the request time-out in Settings times out.',
    /** The bound as the number field takes it, without grouping. */
    delayInvalid: 'Enter whole milliseconds from 0 to {{max}}.',
    apply: 'Apply',
    applying: 'Applying…',
  },
  remove: {
    button: 'Remove demo profiles',
    confirm: 'Confirm removing the demo',
    removing: 'Removing…',
    question_one:
      'Remove all {{count, number}} demo profile and stop the sandbox? Their stored passwords and tokens are removed too.',
    question_other:
      'Remove all {{count, number}} demo profiles and stop the sandbox? Their stored passwords and tokens are removed too.',
    done_one: 'Removed {{count, number}} demo profile and stopped the sandbox.',
    done_other: 'Removed {{count, number}} demo profiles and stopped the sandbox.',
  },
}
