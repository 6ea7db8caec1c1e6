/**
 * The integrity each registered remote's remoteEntry.js must have (issue 26 finding 17), by container name:
 * set from the merchant manifest when the remotes are registered (expect-remote-integrity.ts), read by
 * remote-integrity-plugin.ts when the federation runtime creates the entry's <script>. This module imports
 * nothing: the plugin lives in main.js, whose budget has no room for the contracts' barrel.
 */
const expected = new Map<string, { entry: string; integrity: string }>();

/** Records (or, without an integrity, forgets) what container `container`'s entry must hash to. */
export function setEntryIntegrity(container: string, entry: string, integrity: string | undefined): void {
  if (integrity) expected.set(container, { entry, integrity });
  else expected.delete(container);
}

/** The integrity of the script at `url` when it is the entry of remote container `container`, else null. */
export function entryIntegrity(container: string | undefined, url: string): string | null {
  const known = container === undefined ? undefined : expected.get(container);
  return known && known.entry === url ? known.integrity : null;
}
