import { SPORT_CODES } from '@mobile/shared-contracts';

/** Bad operator input: printed with the usage line and exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const USAGE = `usage: operator <command> [options]

  remote   --merchant <code> --name <games|member|wallet|agent> [--enabled true|false] [--url <remoteEntry.js url> [--integrity none]] [--version <v>]
           (--url: the file is fetched and its SHA-384 kept as the entry's integrity; none: a dev server on 127.0.0.1 only)
  status   --merchant <code> [--maintenance on|off] [--region-restriction on|off] [--info <text>]
  session  --user <username> [--merchant <code>]   (default merchant: demo)
  manifest --merchant <code>
  inbox    --merchant <code> (--user <username> [--service yes] | --all yes) --title <text> --content <text>
  chat     --merchant <code> --user <username> [--reply <text>] [--agent <name>]
  feedback --merchant <code> [--user <username>] [--limit <1-500>]
  outbox   --to <+63… number or e-mail> [--merchant <code>]   (latest SMS and e-mail codes sent there)
  help-topic --merchant <code> (--title <text> --content <html> [--language EN] [--order <n>] | --remove <id>)
  document --merchant <code> --kind <terms|policy> [--language EN] (--file <html file> | --content <html> | --remove yes)   (the terms of use or privacy policy players read; English is the fallback)
  announce --merchant <code> (--type <A|PL|B|PU|PR|H> --title <text> --content <html> | --remove <id>)
  promotion --merchant <code> --user <username> --code <promotion code> --status <applying|issued|rejected|claimed|none>
  security-headers --merchant <code> [--asset-origin <origin>] [--chat-origin <origin>]   (nginx include)
  reward   --user <username> --amount <amount> [--title <text>] [--merchant <code>]   (grants an issued reward)
  match    --merchant <code> [--add yes --vendor <code> --sport <${SPORT_CODES.join('|')}> --league <text> --home <team> --away <team> --kick-off <ISO time> --odds <1,X,2 or 1,2> [--hot on] | --match <id> (--hot on|off | --finish yes | --remove yes)]   (lists, adds, marks, ends or removes sports matches)
  live-room --merchant <code> [--add yes --host <name> --title <text> --stream </path|https://…> [--order N] [--live on] | --room <id> (--live on|off | --remove yes)]   (lists, adds, switches or removes live rooms)
  jackpot  --merchant <code> [--add yes --name <text> --seed <amount> --share <basis points> --one-in <N> [--order N]]   (lists jackpot pools with their ledger check, or opens one)
  red-rain --merchant <code> [--start now|<ISO time> [--minutes 10] [--min 1] [--max 8.88] [--title <text>] | --end <id>]   (plans, lists or ends red-envelope rains)
  routes   --merchant <code> [--add /m/<name> --title <text> --target </m/page | https link on a frame origin> | --remove /m/<name>]   (extra routes)
  deposit-review  --order <D…> --decision approve|reject
  withdraw-review --order <W…> --decision approve|reject
  receipt  --order <D…> [--index 0|1|2] --out <file>
  kyc      --merchant <code> (--list [--status pending|approved|rejected|all] | --approve <id> | --reject <id> --reason <text> | --export <id> [--index 0|1|2] --out <file> | --withdrawal required|open)
           (identity documents: review them, copy an image out; whether withdrawals wait for an approved identity)
  ledger   (--user <username> [--merchant <code>] | --order <D…|W…> | --trace <trace id>) [--limit <1-200>]   (ledger rows, newest first, with the trace id of the action that wrote each)
  contract --user <username> --offer <dailySalary|dividend|hourlySalary> [--merchant <code>]   (offers the demo contract again)
  agent-quota --user <username> [--merchant <code>] [--total <n>]   (open-account quota; sets the total)
  dividend-reverse --user <payee> --period <YYYY-MM-DD> [--merchant <code>]   (takes back a paid dividend; the period is due again)
  salary-pay --day <YYYY-MM-DD> [--merchant <code>]   (pays a closed UTC day's daily salaries to the agents it qualifies, once per agent and day)
  salary-reverse --user <agent> --day <YYYY-MM-DD> [--merchant <code>]   (takes back a paid day's salary; the day is due again)
  rollback --merchant <code> --name <remote>   (restores the entry, version and integrity the last change replaced)
  history  --merchant <code> --name <remote>   (entries replaced by changes, newest first)
  canary   --merchant <code> --name <remote> (--url <remoteEntry.js url> [--integrity none] --version <v> --share <percent> | --share <percent> | --end promote|abort)
           (a share of the merchant's visitors, sticky per visitor, get that version; shown by status)
  health   --merchant <code> [--remote <remote>|shell] [--since 30m|1h|7d]   (players' field measurements per remote and version: p75 LCP, INP, CLS, error and load-failure rates; a canary's two arms side by side)
  field-sampling --merchant <code> [--share <percent>]   (share of page loads that send field measurements)
  protection --user <username> [--merchant <code>] [--end time-out]   (limits and exclusions; ends a time-out, never a self-exclusion in its first 6 months)
  totp     --merchant <code> --member <username> [--reset --verified-by <operator> --evidence <how the identity was checked>]
           (a member's authenticator app and its log; --reset turns it off for a verified member, logged)
  social   --merchant <code> --provider <google|facebook> [--issuer <url> --client-id <id> --secret-env <ENV_NAME> --redirect-uri <https://host/m/social/callback> | --remove yes] [--switch on|off]
           (an OpenID provider for the social login buttons; the client secret stays in the API's environment under ENV_NAME)`;
