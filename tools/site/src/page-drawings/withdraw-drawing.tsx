/* @jsxRuntime automatic */

import type { DrawingCatalogue } from '@mobile/react-kit/drawing-root';
import { WithdrawPageDrawing } from '@mobile/remote-wallet/src/features/withdraw/withdraw-drawing';
import { DRAW_READS, type LanguageCode, type WithdrawDrawing } from '@mobile/shared-contracts';
import type { ReactNode } from 'react';
import type { MemberDraw } from '../home-frame/member-draw';
import { drawReadAnswer } from './draw-read';

/**
 * The member's withdraw draw read (docs/decisions/0681), asked per page request and never kept: no cache,
 * no memo, no promise shared with another request. Null when it refuses (a bad or dead cookie, the hint
 * naming someone else, free play), fails or is late.
 */
export async function withdrawAnswers(
  apiOrigin: string,
  merchantCode: string,
  draw: MemberDraw,
): Promise<WithdrawDrawing | null> {
  return drawReadAnswer<WithdrawDrawing>(apiOrigin, merchantCode, draw, DRAW_READS.withdraw);
}

/**
 * Whether the answer is a state the page commits exactly as drawn (decision 0681): no withdrawal password
 * yet (the page asks for one first: its set-password form, whatever the rest answered), or the common state
 * (a password set, a card on file, no identity to verify first: the withdraw form, whose largest paint is
 * the amount's limits line). The others (the add-card form, the identity notice) get the plain frame.
 */
function drawnState(answers: WithdrawDrawing): boolean {
  const hasPassword = answers.hasWithdrawalPassword?.hasWithdrawalPassword;
  if (hasPassword === false) return true;
  const { info, cards } = answers;
  return (
    hasPassword === true &&
    Array.isArray(cards) &&
    cards.length > 0 &&
    typeof info?.min === 'number' &&
    info.identityRequired === false &&
    typeof answers.wallet?.currencySymbol === 'string'
  );
}

/**
 * A member's /m/withdraw (decision 0681): the page as it commits once its password state, withdraw info,
 * cards and wallet are in, for the member the draw read answered for. Nothing without an answer, for an
 * answer of any other member than the hint names, for an address with a query (`?view=`: another tab), or
 * for a state the page does not commit as drawn (`drawnState`).
 */
export function drawWithdraw(
  answers: WithdrawDrawing | null,
  catalogues: Partial<Record<LanguageCode, Record<string, DrawingCatalogue>>>,
  request: { language: LanguageCode; memberDraw: MemberDraw; search: string },
): ReactNode | null {
  if (!answers || request.search !== '') return null;
  if (String(answers.member?.id) !== request.memberDraw.member) return null;
  if (!drawnState(answers)) return null;
  return <WithdrawPageDrawing language={request.language} catalogues={catalogues} answers={answers} />;
}
