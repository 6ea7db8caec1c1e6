import type { Promotion, RewardStatus } from '@mobile/shared-contracts';
import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import en from '../../locales/EN.json';
import { renderParcelRoot } from '../../test/render';
import { PromotionsPage } from './components/promotions-page';
import { PromotionsDrawing } from './promotions-drawing';

// A guest's list: only 'coming' and 'closed' come without a session (platform-api's listPromotions).
const promotions: Promotion[] = ([null, 'coming', 'closed'] as const).map((status, index) => ({
  id: index + 1,
  code: `P${index + 1}`,
  title: `Promotion ${index + 1} <b>&</b>`,
  summary: `Summary "${index + 1}"`,
  content: '<p>rules</p>',
  kind: 'apply',
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: '2026-12-31T00:00:00Z',
  status,
}));

const WORDS: Partial<Record<RewardStatus, string>> = { coming: 'Coming soon', closed: 'Closed' };
const statusText = (status: RewardStatus) => WORDS[status] ?? status;

describe('PromotionsDrawing', () => {
  it('is the markup PromotionsPage commits for a guest once the promotions are in', async () => {
    renderParcelRoot(<PromotionsPage />, { path: '/m/activity', api: { promotions: () => promotions } });
    const list = await screen.findByRole('region', { name: en.promotions.title });
    // Parsed as the browser parses the frame's HTML (attribute names lower-cased).
    const drawn = document.createElement('div');
    drawn.innerHTML = renderToStaticMarkup(
      <PromotionsDrawing label={en.promotions.title} promotions={promotions} statusText={statusText} />,
    );
    expect(drawn.innerHTML).toBe(list.outerHTML);
    expect(list.querySelectorAll('.member-promo__status')).toHaveLength(2);
  });

  it('draws a card per promotion, each a link to its detail', () => {
    const html = renderToStaticMarkup(
      <PromotionsDrawing label="Promotions" promotions={promotions} statusText={statusText} />,
    );
    expect(html.match(/<li /g)).toHaveLength(3);
    expect(html).toContain('<a href="/m/activity?id=2" class="member-promo__link">');
    expect(html).toContain('Coming soon');
  });
});
