/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import type { Promotion, RewardStatus } from '@mobile/shared-contracts';
import { type CardLink, PromotionCards } from './components/promotion-cards';

export interface PromotionsDrawingProps {
  /** The list's name: the catalogue's `promotions.title`. */
  label: string;
  /** A guest's list (statuses: coming or closed only), as the page would show it. */
  promotions: readonly Promotion[];
  /** A status in the shell's common words (`rewardStatus.*`). */
  statusText(status: RewardStatus): string;
}

/** The card's anchor as `AppLink` renders it, without its handler (the parcel's list replaces it). */
const DrawnLink: CardLink = ({ to, className, children }) => (
  <a href={to} className={className}>
    {children}
  </a>
);

/**
 * /m/activity's first state for a guest, drawn by the frame service into the page's HTML (decisions 0561,
 * 0602): the page's own `PromotionCards`, so the markup is the one `PromotionsPage` commits once its
 * promotions are in (`promotions-drawing.test.tsx` holds it node for node).
 */
export function PromotionsDrawing({ label, promotions, statusText }: PromotionsDrawingProps) {
  return <PromotionCards label={label} promotions={promotions} statusText={statusText} Link={DrawnLink} />;
}
