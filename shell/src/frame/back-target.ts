import { type BackTarget, HOME_PATH, normalisePath } from '@mobile/shared-contracts';

/** One back: a step back in history, or the current entry replaced by a page. */
export type BackStep = { kind: 'history' } | { kind: 'replace'; path: string };

export interface HistoryView {
  /** An earlier history entry of this tab belongs to this site. */
  hasSiteHistory: boolean;
  /** Path of the entry before this one, when this site pushed it. */
  previousPath: string | null;
}

/**
 * Where a back goes (titled-bar button and swipe alike). A rule's fixed path (/m/home from login,
 * register, trail, activity, forget): a step back when the entry before is that page, else this entry
 * replaced by it (never a new entry, so the browser's back does not return here in a loop). Otherwise
 * one step back when an earlier entry of this site exists, else home (a page opened directly has
 * nothing of this site to go back to, and back must never leave the site).
 */
export function backStep(back: BackTarget, view: HistoryView): BackStep {
  if (back.kind === 'path') {
    const before = view.previousPath === null ? null : normalisePath(view.previousPath);
    return before === normalisePath(back.path) ? { kind: 'history' } : { kind: 'replace', path: back.path };
  }
  return view.hasSiteHistory ? { kind: 'history' } : { kind: 'replace', path: HOME_PATH };
}
