import '../test/browser-stubs';
import { screen, within } from '@testing-library/react';
import { renderWithShell } from '../test/render-with-shell';
import { LobbyNews } from './lobby-news';

describe('LobbyNews', () => {
  it('lists the hot news, a headline with a video opening it in a new tab', async () => {
    renderWithShell(<LobbyNews />, {
      responses: {
        lobbyNews: {
          content: [
            { id: 1, title: 'Final tonight', linkage: 'https://video.example/final.mp4', createdAt: '' },
            { id: 2, title: 'Derby weekend', linkage: null, createdAt: '' },
          ],
        },
      },
    });
    const news = await screen.findByRole('region', { name: 'Lobby news' });
    const link = within(news).getByRole('link', { name: 'Watch: Final tonight' });
    expect(link).toHaveAttribute('href', 'https://video.example/final.mp4');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(news).getByText('Derby weekend')).toBeInTheDocument();
    expect(within(news).getAllByRole('listitem')).toHaveLength(2);
  });

  it('draws nothing without news', async () => {
    const { services } = renderWithShell(<LobbyNews />, { responses: { lobbyNews: { content: [] } } });
    await screen.findByTestId('location');
    expect(services.api.calls.map((c) => c.key)).toEqual(['lobbyNews']);
    expect(screen.queryByRole('region', { name: 'Lobby news' })).not.toBeInTheDocument();
  });
});
