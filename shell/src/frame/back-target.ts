import { type BackTarget, HOME_PATH } from '@mobile/shared-contracts';

/**
 * Where the back button goes: the rule's fixed path, else one step back in history when an earlier
 * entry of this site exists, else home (a deep link opened from outside has nothing to go back to).
 */
export function backDestination(back: BackTarget, hasSiteHistory: boolean): string | -1 {
  if (back.kind === 'path') return back.path;
  return hasSiteHistory ? -1 : HOME_PATH;
}
