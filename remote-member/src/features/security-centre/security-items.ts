import type { CustomerSecurityQuestions, SecurityConfig } from '@mobile/shared-contracts';
import { menuEntries, menuEntryPath, type SecurityCentreMenuEntry } from '@mobile/shared-contracts';
import type { ChangeContact } from './contact-change';

export type SecurityItemKey = SecurityCentreMenuEntry['id'];

/** Contact rows saved by one field in place. */
export type ContactAction = 'payeeName';
/** Rows changed in place on this page (a form under the row) rather than on a page of their own. */
export type InlineAction = ContactAction | ChangeContact | 'securityQuestions';

export interface SecurityItem {
  key: SecurityItemKey;
  set: boolean;
  /** Masked contact or payee name, when it is one. */
  detail: string | null;
  /** Where the player can change it; only pages that exist are linked. */
  path: string | null;
  inline: InlineAction | null;
}

/** The security centre's rows from the page records' security centre menu (`page-menus.ts`), by id. */
const ROWS = new Map(menuEntries('securityCentre').map((entry) => [entry.id, menuEntryPath(entry)]));
const pathOfRow = (key: SecurityItemKey): string | null => ROWS.get(key) ?? null;

/** What each row shows and how it is changed, from the server's security config and question set. */
function rowOf(
  key: SecurityItemKey,
  config: SecurityConfig,
  questions: CustomerSecurityQuestions,
): SecurityItem {
  const path = pathOfRow(key);
  switch (key) {
    case 'loginPassword':
      return { key, set: config.loginPassword, detail: null, path, inline: null };
    case 'withdrawalPassword':
      return { key, set: config.withdrawalPassword, detail: null, path, inline: null };
    case 'payeeName': {
      const payeeName = config.payeeName ?? null;
      return {
        key,
        set: payeeName !== null,
        detail: payeeName,
        path,
        inline: payeeName === null ? key : null,
      };
    }
    case 'mobile':
    case 'email':
      return { key, set: config[key] !== null, detail: config[key], path, inline: key };
    case 'securityQuestions':
      return { key, set: questions.questionKeys.length > 0, detail: null, path, inline: key };
  }
}

/** The security centre's rows, in the order of the security centre menu. */
export function securityItems(config: SecurityConfig, questions: CustomerSecurityQuestions): SecurityItem[] {
  return menuEntries('securityCentre').map((entry) => rowOf(entry.id, config, questions));
}

/** How many of the protections are in place, for the summary line. */
export const protectionCount = (items: readonly SecurityItem[]) => items.filter((i) => i.set).length;
