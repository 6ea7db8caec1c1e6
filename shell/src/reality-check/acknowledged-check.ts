/** The due time of the reality check last answered in this tab, per session start (survives reloads). */
const KEY = 'MC_REALITY_ACK';

export function readAcknowledged(startedAt: string): number | null {
  try {
    const [start, due] = (sessionStorage.getItem(KEY) ?? '').split('|');
    return start === startedAt && due ? Number(due) : null;
  } catch {
    return null;
  }
}

export function writeAcknowledged(startedAt: string, dueAt: number): void {
  try {
    sessionStorage.setItem(KEY, `${startedAt}|${dueAt}`);
  } catch {
    // Storage off: the check then shows again after a reload, which is the safe side.
  }
}
