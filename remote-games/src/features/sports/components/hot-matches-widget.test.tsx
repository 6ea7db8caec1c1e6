import { screen, waitFor, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { HOME_HOT_MATCHES, HotMatchesWidget } from './hot-matches-widget';
import { testMatch } from './test-matches';

describe('HotMatchesWidget', () => {
  it("shows the merchant's hot matches, each opening its game, and All opening the lobby", async () => {
    const { call, user, navigate } = renderParcelRoot(<HotMatchesWidget />, {
      api: { hotMatches: () => ({ matches: [testMatch(1, { status: 'live' }), testMatch(2)] }) },
    });
    const widget = await screen.findByRole('region', { name: 'Hot matches' });
    await within(widget).findByText('Home 1');
    expect(call).toHaveBeenCalledWith('hotMatches', { limit: String(HOME_HOT_MATCHES) }, expect.anything());
    expect(within(widget).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(widget).getByRole('link', { name: 'All' }));
    expect(navigate).toHaveBeenLastCalledWith('/m/sports', { replace: undefined });
    await user.click(within(widget).getByRole('link', { name: /Home 2/ }));
    expect(navigate).toHaveBeenLastCalledWith(
      '/m/gameFrame?gameType=SPORTS&vassalage=ARENA_SPORTS&gameCode=lobby&matchId=2',
      { replace: undefined },
    );
  });

  it('keeps its card with a spinner while loading', () => {
    renderParcelRoot(<HotMatchesWidget />, { api: { hotMatches: () => new Promise(() => undefined) } });
    expect(screen.getByRole('region', { name: 'Hot matches' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('draws nothing when the merchant has no hot match', async () => {
    const { container, queryClient } = renderParcelRoot(<HotMatchesWidget />, {
      api: { hotMatches: () => ({ matches: [] }) },
    });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(container).toBeEmptyDOMElement();
  });
});
