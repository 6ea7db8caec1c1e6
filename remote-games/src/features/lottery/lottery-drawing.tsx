/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { type DrawingCatalogue, DrawingRoot } from '@mobile/react-kit/drawing-root';
import {
  type LanguageCode,
  type LotteryGame,
  type LotteryList,
  POPULAR_LOTTERY_SHOWN,
  pathOf,
  queryKeyOf,
} from '@mobile/shared-contracts';
import { GAMES_NS } from '../../load-locale';
import { LotteryEntry } from './components/lottery-entry';

export interface LotteryDrawingProps {
  language: LanguageCode;
  /** The i18n catalogues by language and namespace (`games` in `language`, the shell's `common`). */
  catalogues: Partial<Record<LanguageCode, Record<string, DrawingCatalogue>>>;
  /** The answers of the page's two first calls (games-pages.ts `lottery`). */
  list: LotteryList;
  popular: readonly LotteryGame[];
}

/**
 * /m/lottery's first state, drawn by the frame service into the page's HTML (decisions 0561, 0621): the
 * page's own root (`LotteryEntry`, as its parcel mounts it) rendered with the answers of its two calls
 * already in its QueryClient, i.e. the markup the page commits once they are in. `lottery-drawing.test.tsx`
 * holds it equal to that commit.
 */
export function LotteryDrawing({ language, catalogues, list, popular }: LotteryDrawingProps) {
  return (
    <DrawingRoot
      namespace={GAMES_NS}
      language={language}
      catalogues={catalogues}
      answers={[
        [queryKeyOf('lotteryList', { language }), list],
        [queryKeyOf('popularLottery', { language, limit: String(POPULAR_LOTTERY_SHOWN) }), popular],
      ]}
      location={{ pathname: pathOf('lottery'), search: '' }}
    >
      <LotteryEntry />
    </DrawingRoot>
  );
}
