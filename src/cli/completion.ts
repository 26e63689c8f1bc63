import type { CompletionShell } from './args'

/*
 * Completion scripts. Profile names come from `token-desk __complete-profiles`,
 * which never opens a prompt in the app (an unapproved client gets nothing)
 * and prints nothing on failure. Names are treated as data: never passed
 * through `compgen -W` or eval, which would expand `$(…)` inside a name.
 */

const bash = String.raw`# token-desk completion for bash: source <(token-desk completion bash)
_token_desk() {
  local cur=${'$'}{COMP_WORDS[COMP_CWORD]} prev=${'$'}{COMP_WORDS[COMP_CWORD-1]}
  local commands='header token env exec sink list status verify completion help'
  local cmd='' positionals=0 i dashdash=0 datadir=()
  for ((i = 1; i < COMP_CWORD; i++)); do
    case ${'$'}{COMP_WORDS[i]} in
      --) dashdash=$i; break ;;
      --data-dir) datadir=(--data-dir "${'$'}{COMP_WORDS[i+1]}"); ((i++)) ;;
      --timeout | --min-ttl | --shell | --on-renew | --grace | --file | --format) ((i++)) ;;
      -*) ;;
      *) [[ -z $cmd ]] && cmd=${'$'}{COMP_WORDS[i]} || ((positionals++)) ;;
    esac
  done
  if ((dashdash)); then
    # After --: the command exec runs, then its own arguments.
    if ((COMP_CWORD == dashdash + 1)); then
      COMPREPLY=($(compgen -c -- "$cur"))
    else
      compopt -o default 2>/dev/null
      COMPREPLY=()
    fi
    return
  fi
  case $prev in
    --shell) COMPREPLY=($(compgen -W 'bash zsh fish powershell dotenv' -- "$cur")); return ;;
    --data-dir) compopt -o dirnames 2>/dev/null; COMPREPLY=($(compgen -d -- "$cur")); return ;;
    --timeout | --min-ttl) COMPREPLY=($(compgen -W '0 30s 1m 5m 15m 1h' -- "$cur")); return ;;
    --on-renew) COMPREPLY=($(compgen -W 'none restart signal signal:HUP signal:USR1 signal:USR2' -- "$cur")); return ;;
    --grace) COMPREPLY=($(compgen -W '5s 10s 30s 1m' -- "$cur")); return ;;
    --file) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur")); return ;;
    --format) COMPREPLY=($(compgen -W 'token header env json' -- "$cur")); return ;;
  esac
  if [[ -z $cmd ]]; then
    COMPREPLY=($(compgen -W "$commands --help" -- "$cur"))
    return
  fi
  local options='--help'
  case $cmd in
    header) options='--value --min-ttl --force --timeout --data-dir --help' ;;
    token) options='--min-ttl --force --timeout --data-dir --help' ;;
    exec) options='--on-renew --grace --min-ttl --force --no-mask --allow-other-account --timeout --data-dir --help' ;;
    sink) options='--file --format --once --min-ttl --force --timeout --data-dir --help' ;;
    env) options='--shell --json --min-ttl --force --timeout --data-dir --help' ;;
    list | status) options='--json --timeout --data-dir --help' ;;
    verify) options='--all --json --timeout --data-dir --help' ;;
    completion) ((positionals == 0)) && COMPREPLY=($(compgen -W 'bash zsh fish' -- "$cur")); return ;;
    help) ((positionals == 0)) && COMPREPLY=($(compgen -W "$commands" -- "$cur")); return ;;
  esac
  if [[ $cur == -* ]]; then
    COMPREPLY=($(compgen -W "$options" -- "$cur"))
    [[ $cmd == exec && -- == "$cur"* ]] && COMPREPLY+=(--)
    return
  fi
  case $cmd in
    header | token | env | exec | sink | verify)
      if ((positionals == 0)) || [[ $cmd == verify ]]; then
        COMPREPLY=()
        # The word as typed holds its quoting: "Acme\ ·\ p" after a first Tab, or an open
        # quote. Names are compared without it (backslashes dropped, or the quote).
        local name want='' quoted='' j c escaped=0
        case $cur in
          \"* | \'*) quoted=${'$'}{cur:0:1} want=${'$'}{cur:1} ;;
          *)
            for ((j = 0; j < ${'$'}{#cur}; j++)); do
              c=${'$'}{cur:j:1}
              if ((escaped)); then want+=$c escaped=0
              elif [[ $c == \\ ]]; then escaped=1
              else want+=$c
              fi
            done
            ;;
        esac
        while IFS= read -r name; do
          [[ $name == "$want"* ]] || continue
          # Inside an open quote readline keeps the quote: the name goes in as it is.
          if [[ -n $quoted ]]; then COMPREPLY+=("$name"); else COMPREPLY+=("$(printf '%q' "$name")"); fi
        done < <(token-desk __complete-profiles "${'$'}{datadir[@]}" 2>/dev/null)
      elif [[ $cmd == exec ]]; then
        COMPREPLY=(--)
      fi
      ;;
  esac
}
complete -F _token_desk token-desk
`

const zsh = String.raw`#compdef token-desk
# token-desk completion for zsh: source <(token-desk completion zsh), or save as _token-desk in $fpath
_token_desk_profiles() {
  local -a names
  names=(${'$'}{(f)"$(token-desk __complete-profiles 2>/dev/null)"})
  _wanted profiles expl 'profile' compadd -a names
}
_token_desk() {
  local curcontext=$curcontext state line ret=1
  local -a commands=(
    'header:print the Authorization header line'
    'token:print the token alone'
    'env:print TOKEN_DESK_* variables to eval'
    'exec:run a command with the token in its environment, kept fresh'
    'sink:keep a file current with the token'
    'list:list profiles, accounts and token states'
    'status:is the app running, access state'
    'verify:check tokens with Verify, as a report'
    'completion:print a shell completion script'
    'help:help on a command'
  )
  local -a common=(
    '--data-dir[data folder of the Token Desk to ask]:folder:_directories'
    '--timeout[how long to wait for answers in the app]:duration:(30s 1m 2m 5m)'
    '(- *)'{-h,--help}'[show help]'
  )
  local -a ttl=(
    '--min-ttl[renew first if less than this remains]:duration:(0 1m 5m 15m 1h)'
    '--force[renew even when the current token is valid]'
  )
  _arguments -C '(- *)'{-h,--help}'[show help]' '1:command:->command' '*::argument:->argument' && ret=0
  case $state in
    command) _describe -t commands 'token-desk command' commands && ret=0 ;;
    argument)
      curcontext=${'$'}{curcontext%:*:*}:token-desk-$words[1]:
      case $words[1] in
        header) _arguments $common $ttl '--value[print only the value]' '1:profile:_token_desk_profiles' && ret=0 ;;
        token) _arguments $common $ttl '1:profile:_token_desk_profiles' && ret=0 ;;
        env) _arguments $common $ttl '--shell[shell syntax]:shell:(bash zsh fish powershell dotenv)' '--json[one JSON object]' '1:profile:_token_desk_profiles' && ret=0 ;;
        exec) _arguments $common $ttl '--allow-other-account[run it even if it names another account]' '--no-mask[print the token in its output as it is]' '--on-renew[what to do to the command when the token is renewed]:mode:(none restart signal signal\:HUP signal\:USR1 signal\:USR2)' '--grace[with restart: how long the command may take to stop]:duration:(5s 10s 30s 1m)' '1:profile:_token_desk_profiles' '*::command:_normal' && ret=0 ;;
        sink) _arguments $common $ttl '--file[the file to keep current]:file:_files' '--format[what the file holds]:format:(token header env json)' '--once[write once and exit]' '1:profile:_token_desk_profiles' && ret=0 ;;
        list | status) _arguments $common '--json[as JSON]' && ret=0 ;;
        verify) _arguments $common '--all[every profile]' '--json[as JSON]' '*:profile:_token_desk_profiles' && ret=0 ;;
        completion) _arguments '1:shell:(bash zsh fish)' && ret=0 ;;
        help) _arguments '1:command:(header token env exec sink list status verify completion help)' && ret=0 ;;
      esac
      ;;
  esac
  return ret
}
if [[ ${'$'}{zsh_eval_context[-1]} == loadautofunc ]]; then
  _token_desk "$@"
else
  compdef _token_desk token-desk
fi
`

const fish = String.raw`# token-desk completion for fish: token-desk completion fish > ~/.config/fish/completions/token-desk.fish
function __token_desk_words
    # The words after token-desk, without options and their values, up to --.
    set -l skip 0
    for word in (commandline -opc)[2..-1]
        if test $skip = 1
            set skip 0
            continue
        end
        switch $word
            case --
                echo --
                return
            case --data-dir --timeout --min-ttl --shell --on-renew --grace --file --format
                set skip 1
            case '-*'
            case '*'
                echo $word
        end
    end
end
function __token_desk_wants_command
    not set -q (__token_desk_words)[1]
end
function __token_desk_command_is
    set -l words (__token_desk_words)
    contains -- "$words[1]" $argv
end
function __token_desk_wants_profile
    set -l words (__token_desk_words)
    test (count $words) -eq 1; and contains -- "$words[1]" header token env exec sink
    or contains -- "$words[1]" verify
end
function __token_desk_after_separator
    contains -- -- (__token_desk_words)
end
function __token_desk_profiles
    token-desk __complete-profiles 2>/dev/null
end
complete -c token-desk -f
complete -c token-desk -s h -l help -d 'show help'
complete -c token-desk -n __token_desk_wants_command -a header -d 'print the Authorization header line'
complete -c token-desk -n __token_desk_wants_command -a token -d 'print the token alone'
complete -c token-desk -n __token_desk_wants_command -a env -d 'print TOKEN_DESK_* variables'
complete -c token-desk -n __token_desk_wants_command -a exec -d 'run a command with the token'
complete -c token-desk -n __token_desk_wants_command -a sink -d 'keep a file current with the token'
complete -c token-desk -n __token_desk_wants_command -a list -d 'list profiles'
complete -c token-desk -n __token_desk_wants_command -a status -d 'is the app running'
complete -c token-desk -n __token_desk_wants_command -a verify -d 'check tokens with Verify'
complete -c token-desk -n __token_desk_wants_command -a completion -d 'print a completion script'
complete -c token-desk -n __token_desk_wants_command -a help -d 'help on a command'
complete -c token-desk -n '__token_desk_wants_profile; and not __token_desk_after_separator' -a '(__token_desk_profiles)' -d profile
complete -c token-desk -n '__token_desk_command_is header token env exec sink list status verify; and not __token_desk_after_separator' -l data-dir -r -F -d 'data folder of the Token Desk to ask'
complete -c token-desk -n '__token_desk_command_is header token env exec sink list status verify; and not __token_desk_after_separator' -l timeout -x -a '30s 1m 2m 5m' -d 'wait this long in the app'
complete -c token-desk -n '__token_desk_command_is header token env exec sink; and not __token_desk_after_separator' -l min-ttl -x -a '0 1m 5m 15m 1h' -d 'renew first below this'
complete -c token-desk -n '__token_desk_command_is header token env exec sink; and not __token_desk_after_separator' -l force -d 'renew even when the token is valid'
complete -c token-desk -n '__token_desk_command_is header; and not __token_desk_after_separator' -l value -d 'print only the value'
complete -c token-desk -n '__token_desk_command_is exec; and not __token_desk_after_separator' -l allow-other-account -d 'run it even if it names another account'
complete -c token-desk -n '__token_desk_command_is exec; and not __token_desk_after_separator' -l no-mask -d 'print the token in its output as it is'
complete -c token-desk -n '__token_desk_command_is exec; and not __token_desk_after_separator' -l on-renew -x -a 'none restart signal signal:HUP signal:USR1 signal:USR2' -d 'what to do to the command on renewal'
complete -c token-desk -n '__token_desk_command_is exec; and not __token_desk_after_separator' -l grace -x -a '5s 10s 30s 1m' -d 'with restart: time to stop'
complete -c token-desk -n '__token_desk_command_is sink' -l file -r -F -d 'the file to keep current'
complete -c token-desk -n '__token_desk_command_is sink' -l format -x -a 'token header env json' -d 'what the file holds'
complete -c token-desk -n '__token_desk_command_is sink' -l once -d 'write once and exit'
complete -c token-desk -n '__token_desk_command_is env; and not __token_desk_after_separator' -l shell -x -a 'bash zsh fish powershell dotenv' -d 'shell syntax'
complete -c token-desk -n '__token_desk_command_is env list status verify; and not __token_desk_after_separator' -l json -d 'as JSON'
complete -c token-desk -n '__token_desk_command_is verify' -l all -d 'every profile'
complete -c token-desk -n '__token_desk_command_is completion' -x -a 'bash zsh fish'
complete -c token-desk -n '__token_desk_command_is help' -x -a 'header token env exec sink list status verify completion help'
complete -c token-desk -n __token_desk_after_separator -x -a '(__fish_complete_subcommand --fcs-skip=2)'
`

export const completionScripts: Record<CompletionShell, string> = { bash, zsh, fish }
