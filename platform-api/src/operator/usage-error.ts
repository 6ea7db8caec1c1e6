/** Bad operator input: printed with the usage line and exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const USAGE = `usage: operator <command> [options]

  remote   --merchant <code> --name <games|member|wallet|agent> [--enabled true|false] [--url <remoteEntry.js url>] [--version <v>]
  status   --merchant <code> [--maintenance on|off] [--region-restriction on|off] [--info <text>]
  session  --user <username> [--merchant <code>]   (default merchant: demo)
  manifest --merchant <code>
  protection --user <username> [--merchant <code>] [--end time-out]   (limits and exclusions; ends a time-out, never a self-exclusion in its first 6 months)`;
