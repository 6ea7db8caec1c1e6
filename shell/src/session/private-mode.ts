/** The storages the site uses; either may be off (private mode, blocked site data). */
const STORAGE_NAMES = ['localStorage', 'sessionStorage'] as const;
const PROBE_KEY = 'MC_STORAGE_PROBE';

let inMemory = false;

/** A Storage held in memory for this page life: what the session and settings use when the browser's is off. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

function usable(read: () => Storage): boolean {
  try {
    const storage = read();
    storage.setItem(PROBE_KEY, '1');
    storage.removeItem(PROBE_KEY);
    return true;
  } catch {
    // Reading the property throws where site data is blocked; writing throws in old private modes.
    return false;
  }
}

/**
 * SPEC 8 private-mode detection: where the browser's storage cannot be used, a storage in memory takes its
 * place on `window` (for the shell and every remote alike), so sign-in and settings work until the tab
 * closes. Run first, before anything reads storage. True when a storage was replaced.
 */
export function keepStorageInMemoryWhenBlocked(win: Window): boolean {
  for (const name of STORAGE_NAMES) {
    if (usable(() => win[name])) continue;
    Object.defineProperty(win, name, { value: memoryStorage(), configurable: true });
    inMemory = true;
  }
  return inMemory;
}

/** Whether this page life keeps its storage in memory (the player is told once, at start). */
export function storageInMemory(): boolean {
  return inMemory;
}
