/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { type DrawingCatalogue, DrawingRoot } from '@mobile/react-kit/drawing-root';
import { type LanguageCode, pathOf, queryKeyOf, type WithdrawDrawing } from '@mobile/shared-contracts';
import { WALLET_NS } from '../../load-locale';
import { WithdrawPage } from './components/withdraw-page';

export interface WithdrawPageDrawingProps {
  language: LanguageCode;
  /** The i18n catalogues by language and namespace (`wallet` in `language`, the shell's `common`). */
  catalogues: Partial<Record<LanguageCode, Record<string, DrawingCatalogue>>>;
  /** The member's draw read (docs/decisions/0681): the answers of the page's four first calls. */
  answers: WithdrawDrawing;
}

/**
 * A member's /m/withdraw as the frame service draws it into the page's HTML (decisions 0601, 0642, 0681):
 * the page's own component (`WithdrawPage`, what the parcel's root renders there) for the member the draw
 * read answered for, with that read's answers under the very query keys the page's calls use: the page as
 * it commits once its password state, withdraw info, cards and wallet are in (a spinner with react-kit's
 * loading marker until then, so the shell keeps the drawing until that commit). Drawn for the plain address
 * only (`?view=` opens another tab). `withdraw-drawing.test.tsx` holds it equal to that commit.
 */
export function WithdrawPageDrawing({ language, catalogues, answers }: WithdrawPageDrawingProps) {
  const scope = { member: answers.member.id };
  return (
    <DrawingRoot
      namespace={WALLET_NS}
      language={language}
      catalogues={catalogues}
      session={answers.member}
      answers={[
        [queryKeyOf('hasWithdrawalPassword', {}, scope), answers.hasWithdrawalPassword],
        [queryKeyOf('withdrawInfo', {}, scope), answers.info],
        [queryKeyOf('bankCards', {}, scope), answers.cards],
        [queryKeyOf('wallet', {}, scope), answers.wallet],
      ]}
      location={{ pathname: pathOf('withdraw'), search: '' }}
    >
      <WithdrawPage />
    </DrawingRoot>
  );
}
