import type { Winner } from '@mobile/shared-contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { WinnersBoard } from './winners-board';

function winner(gameName: string, customerName: string, winAmount: number): Winner {
  return {
    vo: {
      iconUrl: `https://cdn.test/${gameName}.png`,
      gameName,
      customerName,
      winAmount,
      nodeId: gameName,
      vassalage: 'PG',
      gameType: 'SLOT',
    },
  };
}

describe('WinnersBoard', () => {
  it('lists each winner with icon, game, player and a peso amount', async () => {
    renderParcelRoot(<WinnersBoard />, {
      api: {
        rankList: () => [winner('Fortune Tiger', 'pl***01', 1234567.5), winner('Mahjong Ways', 'ab***9', 80)],
      },
    });

    const board = await screen.findByRole('region', { name: 'Latest winners' });
    const [first, second] = within(board).getAllByRole('listitem');
    expect(within(first as HTMLElement).getByRole('presentation')).toHaveAttribute(
      'src',
      'https://cdn.test/Fortune Tiger.png',
    );
    expect(first).toHaveTextContent('Fortune Tiger');
    expect(first).toHaveTextContent('pl***01');
    expect(first).toHaveTextContent('₱1,234,567.50');
    expect(second).toHaveTextContent('₱80.00');
  });

  it('shows nothing when there are no winners', async () => {
    const { call, container, queryClient } = renderParcelRoot(<WinnersBoard />, {
      api: { rankList: () => [] },
    });

    await waitFor(() => expect(call).toHaveBeenCalled());
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it('offers Retry when the list fails, and loads it again', async () => {
    let failures = 1;
    const { call, user } = renderParcelRoot(<WinnersBoard />, {
      api: {
        rankList: () => {
          if (failures-- > 0) throw new Error('relay down');
          return [winner('Fortune Tiger', 'pl***01', 10)];
        },
      },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('region', { name: 'Latest winners' })).toHaveTextContent('Fortune Tiger');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('asks for 100 winners of every category in the current language', async () => {
    const { call, i18n } = renderParcelRoot(<WinnersBoard />, { api: { rankList: () => [] } });
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'rankList',
        { gameCategory: 'ALL', language: 'EN', limitNum: '100' },
        expect.anything(),
      ),
    );

    await act(() => i18n.changeLanguage('TY'));

    await waitFor(() =>
      expect(call).toHaveBeenLastCalledWith(
        'rankList',
        { gameCategory: 'ALL', language: 'TY', limitNum: '100' },
        expect.anything(),
      ),
    );
  });
});
