/** Bad operator input: printed with the usage line and exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const USAGE = `usage: operator <command> [options]

  remote   --merchant <code> --name <games|member|wallet|agent> [--enabled true|false] [--url <remoteEntry.js url>] [--version <v>]
  status   --merchant <code> [--maintenance on|off] [--region-restriction on|off] [--info <text>]
  session  --user <username> [--merchant <code>]   (default merchant: demo)
  manifest --merchant <code>
  rollback --merchant <code> --name <remote>   (restores the entry and version the last change replaced)
  history  --merchant <code> --name <remote>   (entries replaced by changes, newest first)`;
