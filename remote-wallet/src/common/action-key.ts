/** A fresh idempotency key: 32 hex characters from the platform's random source. */
export function newActionKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One idempotency key per player action on a target (a reward, an item, a transfer): the same key
 * on every retry of that action until it succeeds, then a new one for the next action.
 */
export class ActionKeys {
  private readonly keys = new Map<string, string>();

  keyFor(target: string): string {
    let key = this.keys.get(target);
    if (!key) {
      key = newActionKey();
      this.keys.set(target, key);
    }
    return key;
  }

  /** After success: the next action on this target is a new one. */
  done(target: string): void {
    this.keys.delete(target);
  }
}
