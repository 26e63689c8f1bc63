import type { CommandName } from './args'
import { exitCodeHelp } from './exitCodes'

const profileHelp = `<profile> is a profile's name (exact, case ignored), its id, or account:<id>
for the one profile of that account. An unknown or ambiguous name exits 2 and
lists the candidates. Left out, it is TOKEN_DESK_PROFILE, else the "profile"
of the nearest .token-desk.json ({"profile": "Acme production"}) in this
folder or a parent, up to your home folder; token-desk status says which.`

const common = `  --min-ttl <duration>  renew first if less than this remains (default 5m; 0: any
                        unexpired token). Renewal goes through the app; if no
                        password is kept, the app asks for it and this waits.
  --force               renew once even when the token is valid (parallel
                        forced calls share one renewal)
  --timeout <duration>  how long to wait for answers in the app (approval,
                        password) and the renewal (default 2m, at most 10m)
  --data-dir <folder>   the data folder of the Token Desk to ask (default: the
                        app's own; also TOKEN_DESK_USER_DATA)
  -h, --help            this help`

const listCommon = `  --timeout <duration>  how long to wait for the approval prompt (default 2m)
  --data-dir <folder>   the data folder of the Token Desk to ask (also TOKEN_DESK_USER_DATA)
  -h, --help            this help`

export const helpTexts: Record<CommandName | 'main', string> = {
  main: `token-desk: tokens from the running Token Desk app, for scripts and terminals.

Usage: token-desk <command> [options]

Commands:
  header [<profile>]          print "Authorization: <value>" (Bearer or bare, per profile)
  token [<profile>]           print the token alone
  env [<profile>]             print TOKEN_DESK_* variables, ready to eval
  exec [<profile>] -- <cmd…>  run a command with those variables set, kept
                              fresh, the token masked in its output
  sink [<profile>] --file F   keep a file current with the token until stopped
  list                        profiles, accounts, portals, token state and expiry
  status                      is the app running, which data folder, access state
  verify <profile…>|--all     check tokens with the window's Verify; a report
  completion bash|zsh|fish    print a shell completion script
  help [command]              help on a command

Options before any command:
  --data-dir <folder>         the data folder of the Token Desk to ask (default:
                              the app's own; also TOKEN_DESK_USER_DATA)
  -v, --version               print token-desk's version
  -h, --help                  this help

The app must be running with Settings → Command line access switched on; it
asks once whether to allow this client. Secrets never touch the clipboard, and
a file only where you ask for one (sink --file, exec's private token file);
messages go to stderr, the value alone to stdout. Without a profile, a
command uses TOKEN_DESK_PROFILE or the nearest .token-desk.json.

Example:
  curl -H "$(token-desk header 'Acme production')" https://api.example.com/...

${exitCodeHelp}
`,
  header: `Usage: token-desk header [<profile>] [--value] [options]

Prints the ready-made Authorization header line, e.g.
  Authorization: Bearer eyJ…
(bare token instead of Bearer where the profile says so).

  --value               print only the header's value (after "Authorization: ")
${common}

${profileHelp}

Example:
  curl -H "$(token-desk header acme)" https://api.example.com/...

${exitCodeHelp}
`,
  token: `Usage: token-desk token [<profile>] [options]

Prints the token alone.

${common}

${profileHelp}

${exitCodeHelp}
`,
  env: `Usage: token-desk env [<profile>] [--shell bash|zsh|fish|powershell|dotenv] [--json] [options]

Prints, ready to eval:
  TOKEN_DESK_TOKEN          the token
  TOKEN_DESK_AUTHORIZATION  the Authorization header's value (Bearer or bare)
  TOKEN_DESK_EXPIRES_AT     expiry, ISO 8601 (UTC)
  TOKEN_DESK_ACCOUNT_ID     the account the token is for

  --shell <shell>       bash, zsh, fish, powershell or dotenv (default: the shell that ran it, else $SHELL)
  --json                one JSON object instead
${common}

Examples:
  eval "$(token-desk env acme)"                       bash, zsh
  token-desk env acme --shell fish | source           fish
  token-desk env acme --shell powershell | Invoke-Expression

${profileHelp}

${exitCodeHelp}
`,
  exec: `Usage: token-desk exec [<profile>] [--on-renew restart|signal[:NAME]|none] [options] -- <command> [args…]

Runs the command with TOKEN_DESK_TOKEN, TOKEN_DESK_AUTHORIZATION,
TOKEN_DESK_EXPIRES_AT and TOKEN_DESK_ACCOUNT_ID set (see token-desk env --help).
The token is never on a command line. Exits with the command's exit code
(128 + n when a signal n ended it; 127 when it cannot be found, 126 when it
cannot be run).

The token (and so the header's value) in the command's stdout and stderr is
printed as <masked by token-desk>, also when written in pieces: curl -v and
set -x do not show it. The command's stdout and stderr are then pipes, not
the terminal (colours may go; a full-screen program wants --no-mask). Output
ending with the token's first bytes waits for 0.2 s of quiet before it shows.

For as long as the command runs, the app renews the token before it expires
(when less than --min-ttl is left, by the app's clock) and TOKEN_DESK_TOKEN_FILE
names a private file (0600) holding the current token alone, no newline,
replaced whole at each renewal and removed when exec ends.

  --on-renew none       leave the command alone (default): it reads the file
  --on-renew restart    stop it and what it started (SIGTERM, then SIGKILL after
                        --grace) and run it again with the new variables; exits
                        with the code of its last run; a command that ends by
                        itself is not restarted
  --on-renew signal[:NAME]  send it a signal (default HUP; e.g. signal:USR1);
                        not on Windows
  --grace <duration>    with restart: how long it may take to stop (default 10s)

A refused renewal (or the app quitting) is said once on stderr; the command
keeps running with its current token.

A token works only for its own account: when a URL in the command names
another account (…/accounts/<id>/…, ?accountId=<id>) or a JSON argument has
an "accountId" of another, nothing is run and exec exits 2, naming both.

  --allow-other-account  run it anyway
  --no-mask             the command's output as it is, on this terminal
${common}

Example:
  token-desk exec acme -- sh -c 'curl -H "Authorization: $TOKEN_DESK_AUTHORIZATION" https://…'

${profileHelp}

Exit codes before the command runs:
${exitCodeHelp.split('\n').slice(1).join('\n')}
`,
  sink: `Usage: token-desk sink [<profile>] --file <path> [--format token|header|env|json] [--once] [options]

Writes the token to the file, then again each time the app renews it, until
stopped (Ctrl+C or SIGTERM: exit 0, the file stays). Each write replaces the
file whole (a new 0600 file in the same folder, renamed over it): a reader
sees the old token or the new one, never part of one. One line on stderr per
write, never the token.

  --file <path>         the file to keep current; its folder must exist, and it
                        may not be a folder or a symbolic link
  --format <format>     token: the token alone, no newline (default)
                        header: "Authorization: <value>" and a newline
                        env: TOKEN_DESK_* variables, dotenv style
                        json: token, authorization, expiresAt, accountId, profile
  --once                write once and exit
${common}

Example:
  token-desk sink acme --file ~/.cache/acme.token &
  curl -H "Authorization: Bearer $(cat ~/.cache/acme.token)" https://…

${profileHelp}

When renewing stops: 5 the service refused, 6 it could not be reached (or was
out of service) until the token expired, 4 command line access was switched off, 3 the app quit. Before the first write:
${exitCodeHelp.split('\n').slice(1).join('\n')}
`,
  list: `Usage: token-desk list [--json] [options]

Lists profiles: name, account, portal, token state, expiry and id. Never a secret.

  --json                JSON array (expiresAt as ISO 8601, or null)
${listCommon}

${exitCodeHelp}
`,
  status: `Usage: token-desk status [--json] [options]

Says whether Token Desk is running for the data folder, where it listens,
whether this client may fetch tokens (access off, not approved yet, approved),
and the profile a command uses when it names none (from TOKEN_DESK_PROFILE or
which .token-desk.json). Asks nothing in the app.

  --json                as JSON
  --timeout <duration>  how long to wait for the app's answer (default 5s)
  --data-dir <folder>   the data folder of the Token Desk to ask (also TOKEN_DESK_USER_DATA)
  -h, --help            this help

Exit codes: 0 the app is running, 3 it is not, 7 it did not answer within
--timeout, 1 something else failed.
`,
  verify: `Usage: token-desk verify <profile>… [--json] [options]
       token-desk verify --all [--json] [options]

Runs the window's Verify on each profile, as many at once as the app renews
(Settings → Renewal): one cheap authenticated GET, the profile's probe (for
demo profiles the sandbox's whoami), with the token the app holds. Nothing is
renewed or fetched: a profile without a token is listed as "no token", one
without a GET probe as "no probe". Verdicts are recorded as the window's are.

Prints PROFILE, ACCOUNT, RESULT, HTTP, CHECKED and MESSAGE, cut to fit the
terminal; --json prints one object per profile: profile, id, account, state
(accepted, refused, wrong-account, inconclusive, no-token, no-probe, network,
failed), status (HTTP, or null), checkedAt (ISO 8601, or null when nothing was
sent) and message.

  --all                 every profile (by account, then name)
  --json                JSON array instead of the table
  --timeout <duration>  how long to wait for the approval prompt and the
                        checks (default 2m)
  --data-dir <folder>   the data folder of the Token Desk to ask (also TOKEN_DESK_USER_DATA)
  -h, --help            this help

Each <profile> is a profile's name (exact, case ignored), its id, or
account:<id>. One that is unknown or ambiguous exits 2 before anything is
sent, and lists the candidates.

Exit codes (the first that applies):
  5  the service refused a token (or it is another account's)
  6  a probe could not be reached (and none was refused)
  1  a check did not conclude (an answer that says nothing sure, another
     failure), or no token could be checked at all
  0  every checked token was accepted (no token and no probe are not checked)
  2  usage: no profile and no --all, an unknown or ambiguous profile
  3, 4, 7  as for every command: not running, denied, timed out
`,
  completion: `Usage: token-desk completion bash|zsh|fish

Prints a completion script (commands, options, and profile names when this
client is already approved; completion never opens a prompt in the app).

  bash:  echo 'source <(token-desk completion bash)' >> ~/.bashrc
  zsh:   echo 'source <(token-desk completion zsh)' >> ~/.zshrc
  fish:  token-desk completion fish > ~/.config/fish/completions/token-desk.fish
`,
  help: `Usage: token-desk help [command]

Help on a command (also: token-desk <command> --help).
`,
}
