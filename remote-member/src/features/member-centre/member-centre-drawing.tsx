/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { type DrawingCatalogue, DrawingRoot } from '@mobile/react-kit/drawing-root';
import {
  type LanguageCode,
  type MemberHomeDrawing,
  type MountContract,
  pathOf,
  queryKeyOf,
} from '@mobile/shared-contracts';
import { MEMBER_NS } from '../../load-locale';
import { MemberCentrePage } from './components/member-centre-page';
import { DrawnBalanceHidden } from './use-balance-hidden';

export interface MemberCentreDrawingProps {
  language: LanguageCode;
  /** The i18n catalogues by language and namespace (`member` in `language`, the shell's `common`). */
  catalogues: Partial<Record<LanguageCode, Record<string, DrawingCatalogue>>>;
  /** The merchant's whitelabel: the entry grid shows the inbox by its switch. */
  whitelabel: MountContract['merchant']['whitelabel'];
  /** The member's draw read (docs/decisions/0641): the answers of the page's three first calls. */
  answers: MemberHomeDrawing & { kyc: NonNullable<MemberHomeDrawing['kyc']> };
  /** The balance hide/show choice from the shell's hint (`mc_balance_hidden`). */
  balanceHidden: boolean;
}

/**
 * A member's /m/member/home as the frame service draws it into the page's HTML (decisions 0601, 0642): the
 * page's own component (`MemberCentrePage`, what the parcel's root renders there) for the member the draw
 * read answered for, with that read's answers under the very query keys the page's calls use: the page
 * as it commits once its member info, wallet and identity check are in (each marks itself loading until
 * then, so the shell keeps the drawing until that commit). `member-centre-drawing.test.tsx` holds it equal
 * to that commit.
 */
export function MemberCentreDrawing({
  language,
  catalogues,
  whitelabel,
  answers,
  balanceHidden,
}: MemberCentreDrawingProps) {
  const scope = { member: answers.member.id };
  return (
    <DrawingRoot
      namespace={MEMBER_NS}
      language={language}
      catalogues={catalogues}
      merchant={{ whitelabel }}
      session={{ id: answers.member.id, type: answers.member.type }}
      answers={[
        [queryKeyOf('memberInfo', {}, scope), answers.member],
        [queryKeyOf('wallet', {}, scope), answers.wallet],
        [queryKeyOf('kycStatus', {}, scope), answers.kyc],
      ]}
      location={{ pathname: pathOf('memberCentre'), search: '' }}
    >
      <DrawnBalanceHidden.Provider value={balanceHidden}>
        <MemberCentrePage />
      </DrawnBalanceHidden.Provider>
    </DrawingRoot>
  );
}
