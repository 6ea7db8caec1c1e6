import type { CustomerSecurityQuestions, SecurityConfig } from '@mobile/shared-contracts';
import { pathOf } from '@mobile/shared-contracts';
import type { ChangeContact } from './contact-change';

export type SecurityItemKey =
  | 'loginPassword'
  | 'withdrawalPassword'
  | 'payeeName'
  | 'mobile'
  | 'email'
  | 'securityQuestions';

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

/** The withdraw page owns the withdrawal-password flows (set, change, reset). */
export const WITHDRAWAL_PASSWORD_PATH = `${pathOf('withdraw')}?view=password`;

/** The security centre's rows, in the order drawn, from the server's security config and question set. */
export function securityItems(config: SecurityConfig, questions: CustomerSecurityQuestions): SecurityItem[] {
  const payeeName = config.payeeName ?? null;
  return [
    {
      key: 'loginPassword',
      set: config.loginPassword,
      detail: null,
      path: pathOf('changePassword'),
      inline: null,
    },
    {
      key: 'withdrawalPassword',
      set: config.withdrawalPassword,
      detail: null,
      path: WITHDRAWAL_PASSWORD_PATH,
      inline: null,
    },
    // Set once: afterwards only customer service changes it (it is every bank card's holder).
    {
      key: 'payeeName',
      set: payeeName !== null,
      detail: payeeName,
      path: null,
      inline: payeeName === null ? 'payeeName' : null,
    },
    // Both changed with the login password and a code to the new address (issue 26 finding 7).
    { key: 'mobile', set: config.mobile !== null, detail: config.mobile, path: null, inline: 'mobile' },
    { key: 'email', set: config.email !== null, detail: config.email, path: null, inline: 'email' },
    // Changeable any time (the login password confirms it); the answers are never shown.
    {
      key: 'securityQuestions',
      set: questions.questionKeys.length > 0,
      detail: null,
      path: null,
      inline: 'securityQuestions',
    },
  ];
}

/** How many of the protections are in place, for the summary line. */
export const protectionCount = (items: readonly SecurityItem[]) => items.filter((i) => i.set).length;
