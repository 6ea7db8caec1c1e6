/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { type DrawingCatalogue, DrawingRoot } from '@mobile/react-kit/drawing-root';
import {
  type DepositDrawing,
  type LanguageCode,
  type MountContract,
  pathOf,
  queryKeyOf,
} from '@mobile/shared-contracts';
import { WALLET_NS } from '../../load-locale';
import { DepositPage } from './components/deposit-page';

export interface DepositPageDrawingProps {
  language: LanguageCode;
  /** The i18n catalogues by language and namespace (`wallet` in `language`, the shell's `common`). */
  catalogues: Partial<Record<LanguageCode, Record<string, DrawingCatalogue>>>;
  /** The merchant's settings: the channel picker's layout follows its mobile template (`dep_func`). */
  settings: MountContract['merchant']['settings'];
  /** The member's draw read (docs/decisions/0671): the answers of the page's three first calls. */
  answers: DepositDrawing;
}

/**
 * A member's /m/voucherCenter as the frame service draws it into the page's HTML (decisions 0601, 0642,
 * 0671): the page's own component (`DepositPage`, what the parcel's root renders there) for the member the
 * draw read answered for, with that read's answers under the very query keys the page's calls use: the
 * page as it commits once its channels, promotions and wallet are in (a spinner with react-kit's loading
 * marker until then, so the shell keeps the drawing until that commit). Drawn for the plain address only
 * (`?order=` is the gateway's return: its own calls). `deposit-drawing.test.tsx` holds it equal to that commit.
 */
export function DepositPageDrawing({ language, catalogues, settings, answers }: DepositPageDrawingProps) {
  const scope = { member: answers.member.id };
  return (
    <DrawingRoot
      namespace={WALLET_NS}
      language={language}
      catalogues={catalogues}
      merchant={{ settings }}
      session={answers.member}
      answers={[
        [queryKeyOf('depositChannels', {}, scope), answers.channels],
        [queryKeyOf('depositPromos', {}, scope), answers.promos],
        [queryKeyOf('wallet', {}, scope), answers.wallet],
      ]}
      location={{ pathname: pathOf('deposit'), search: '' }}
    >
      <DepositPage />
    </DrawingRoot>
  );
}
