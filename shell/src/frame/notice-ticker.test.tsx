import '../test/browser-stubs';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anAnnouncement } from '../test/announcement';
import { renderWithShell } from '../test/render-with-shell';
import { NoticeTicker } from './notice-ticker';

const notice = (id: number, title: string) => anAnnouncement({ id, type: 'PL', title });

describe('NoticeTicker', () => {
  it('scrolls the titles of player notices and opens the announcements on tap', async () => {
    const { services } = renderWithShell(<NoticeTicker />, {
      responses: {
        announcements: {
          content: [notice(1, 'Weekend bonus'), notice(2, 'Maintenance at 2am')],
          footer: { unreadCount: 2 },
        },
      },
    });
    const ticker = await screen.findByRole('link', { name: /Weekend bonus/ });
    expect(ticker).toHaveTextContent('Maintenance at 2am');
    expect(services.api.calls).toContainEqual({
      key: 'announcements',
      payload: { types: 'PL', platform: 'M', merchantCode: 'DEMO' },
    });
    await userEvent.click(ticker);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/notice');
  });

  it('says there is no announcement when there is none', async () => {
    renderWithShell(<NoticeTicker />);
    expect(await screen.findByText('No announcement')).toBeInTheDocument();
  });
});
