/** Bad operator input: printed with the usage line and exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const USAGE = `usage: operator <command> [options]

  remote   --merchant <code> --name <games|member|wallet|agent> [--enabled true|false] [--url <remoteEntry.js url>] [--version <v>]
  status   --merchant <code> [--maintenance on|off] [--region-restriction on|off] [--info <text>]
  session  --user <username> [--merchant <code>]   (default merchant: demo)
  manifest --merchant <code>
  deposit-review  --order <D…> --decision approve|reject
  withdraw-review --order <W…> --decision approve|reject
  receipt  --order <D…> [--index 0|1|2] --out <file>`;
