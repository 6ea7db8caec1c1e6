/* @jsxRuntime automatic -- also run by the frame service (the promotions drawing, tsx outside this tsconfig) */
import { type Promotion, pathOf, type RewardStatus } from '@mobile/shared-contracts';
import type { ComponentType, ReactNode } from 'react';
import { StatusChipView } from './status-chip-view';

/** The anchor a card opens its promotion with: `<a href={to} className={className}>` and its handlers. */
export type CardLink = ComponentType<{ to: string; className: string; children: ReactNode }>;

export interface PromotionCardsProps {
  /** The list's name: the catalogue's `promotions.title`. */
  label: string;
  promotions: readonly Promotion[];
  /** A status in the reward centre's words (common `rewardStatus.*`). */
  statusText(status: RewardStatus): string;
  /** The page's `AppLink` (navigates inside the app); the drawing's plain anchor. */
  Link: CardLink;
}

/**
 * Every promotion as a card that opens its detail: the markup of `PromotionList` (the page) and of
 * `PromotionsDrawing` (the same list drawn by the frame service, decisions 0601, 0602), one view so the drawing
 * cannot drift from the page. Hook-free: the service renders it in Node.
 */
export function PromotionCards({ label, promotions, statusText, Link }: PromotionCardsProps) {
  return (
    <section className="member-promo" aria-label={label}>
      <ul className="member-promo__list">
        {promotions.map((promotion) => (
          <li key={promotion.id} className="member-promo__card">
            <Link className="member-promo__link" to={`${pathOf('promotions')}?id=${promotion.id}`}>
              <span className="member-promo__title">{promotion.title}</span>
              <span className="member-promo__summary">{promotion.summary}</span>
            </Link>
            <StatusChipView status={promotion.status} statusText={statusText} />
          </li>
        ))}
      </ul>
    </section>
  );
}
