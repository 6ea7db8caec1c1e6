import { canonicalMarkup, parsedMarkup } from '@mobile/react-kit/testing';
import type { LotteryGame } from '@mobile/shared-contracts';
import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import en from '../../locales/EN.json';
import { renderParcelRoot } from '../../test/render';
import { LotteryEntry } from './components/lottery-entry';
import { LotteryDrawing } from './lottery-drawing';

const lottery = (gameId: string, name: string, playTypes: LotteryGame['playTypes']): LotteryGame => ({
  gameId,
  nodeId: gameId,
  gameCode: `code${gameId}`,
  name,
  vendor: 'LOTT',
  prizeMode: 'LOTT',
  playTypes,
  iconUrl: `https://cdn.test/${gameId}.png`,
});

const list = {
  prizeModeMapping: { LOTT: 'LOTT' as const },
  games: [lottery('40', 'Mega Draw <&>', ['trad', 'ent']), lottery('7', 'Pick 3', ['trad'])],
};
const popular = [lottery('7', 'Pick 3', ['trad']), lottery('9', 'No play', [])];
const catalogues = { EN: { common: { action: { back: 'Back' } }, games: en } };

describe('LotteryDrawing', () => {
  it("is the markup /m/lottery's root commits once its two calls have answered", async () => {
    const { container } = renderParcelRoot(<LotteryEntry />, {
      path: '/m/lottery',
      api: { lotteryList: () => list, popularLottery: () => popular },
    });
    await screen.findByRole('heading', { name: en.lottery.popular });
    const drawn = parsedMarkup(
      renderToStaticMarkup(
        <LotteryDrawing language="EN" catalogues={catalogues} list={list} popular={popular} />,
      ),
    );
    expect(canonicalMarkup(drawn)).toBe(canonicalMarkup(container));
    expect(drawn.querySelector('[data-mk-loading]')).toBeNull();
  });

  it('labels the popular section by its own heading, as the page does', () => {
    const drawn = parsedMarkup(
      renderToStaticMarkup(
        <LotteryDrawing language="EN" catalogues={catalogues} list={list} popular={popular} />,
      ),
    );
    const section = drawn.querySelector('section.lottery-list__popular');
    const heading = section?.querySelector('h2');
    expect(heading?.textContent).toBe(en.lottery.popular);
    expect(section?.getAttribute('aria-labelledby')).toBe(heading?.id);
  });

  it('draws the page without its popular section when none is playable, as the page does', () => {
    const html = renderToStaticMarkup(
      <LotteryDrawing language="EN" catalogues={catalogues} list={list} popular={[]} />,
    );
    expect(html).not.toContain('lottery-list__popular');
    expect(html).toContain('Pick 3');
  });
});
