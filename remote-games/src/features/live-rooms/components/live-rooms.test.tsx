import type { LiveRoom } from '@mobile/shared-contracts';
import { act, screen, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { WATCH_REPORT_MS } from '../api/use-room-watch';
import { LiveRooms } from './live-rooms';

const room = (id: number, host: string, title: string, live: boolean, viewers = 0): LiveRoom => ({
  id,
  host,
  title,
  live,
  viewers,
  streamUrl: live ? `/wps/demo/live/${id}.webm` : null,
});
const ROOMS = [room(1, 'Bella', 'Baccarat night', true, 12), room(4, 'Aira', 'Sabong talk', false)];

describe('LiveRooms', () => {
  it('lists live rooms as links to their player and offline ones as plain text', async () => {
    const { user, navigate } = renderParcelRoot(<LiveRooms />, {
      path: '/m/liveRooms',
      api: { liveRooms: () => ({ rooms: ROOMS }) },
    });
    const bella = await screen.findByRole('link', { name: 'Baccarat night Bella LIVE 12 watching' });
    expect(within(bella).getByText('LIVE')).toBeInTheDocument();
    expect(screen.getByText('Sabong talk')).toBeInTheDocument();
    expect(screen.getByText('Offline')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sabong talk/ })).toBeNull();
    await user.click(bella);
    expect(navigate).toHaveBeenCalledWith('/m/liveRooms?room=1', { replace: undefined });
  });

  it('says so when no room exists, and offers a retry when the list fails', async () => {
    renderParcelRoot(<LiveRooms />, { path: '/m/liveRooms', api: { liveRooms: () => ({ rooms: [] }) } });
    expect(await screen.findByText('No live streams right now. Please come back later.')).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    let attempts = 0;
    const { user } = renderParcelRoot(<LiveRooms />, {
      path: '/m/liveRooms',
      api: {
        liveRooms: () => {
          attempts += 1;
          if (attempts === 1) throw new Error('offline');
          return { rooms: ROOMS };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /^Baccarat night/ })).toBeInTheDocument();
  });

  it("plays a room's stream muted and inline, and reports the member as watching every minute", async () => {
    jest.useFakeTimers();
    try {
      const watched: unknown[] = [];
      renderParcelRoot(<LiveRooms />, {
        path: '/m/liveRooms?room=1',
        api: {
          liveRooms: () => ({ rooms: ROOMS }),
          liveRoomWatch: (payload) => {
            watched.push(payload);
            return { viewers: 13, live: true };
          },
        },
      });
      expect(await screen.findByRole('heading', { name: 'Baccarat night' })).toBeInTheDocument();
      const video = screen.getByLabelText('Live stream of Bella') as HTMLVideoElement;
      expect(video.getAttribute('src')).toBe('/wps/demo/live/1.webm');
      expect(video.muted).toBe(true);
      expect(video.hasAttribute('playsinline')).toBe(true);
      expect(await screen.findByText('13 watching')).toBeInTheDocument();
      expect(watched).toEqual([{ roomId: 1 }]);
      await act(async () => {
        jest.advanceTimersByTime(WATCH_REPORT_MS);
      });
      expect(watched).toEqual([{ roomId: 1 }, { roomId: 1 }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("brings the player's last count back to the list", async () => {
    const { user } = renderParcelRoot(<LiveRooms />, {
      path: '/m/liveRooms?room=1',
      api: { liveRooms: () => ({ rooms: ROOMS }), liveRoomWatch: () => ({ viewers: 13, live: true }) },
    });
    expect(await screen.findByText('13 watching')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'All live streams' }));
    expect(
      await screen.findByRole('link', { name: 'Baccarat night Bella LIVE 13 watching' }),
    ).toBeInTheDocument();
  });

  it('tells when the host goes off air, and leads back to the list', async () => {
    renderParcelRoot(<LiveRooms />, {
      path: '/m/liveRooms?room=1',
      api: { liveRooms: () => ({ rooms: ROOMS }), liveRoomWatch: () => ({ viewers: 0, live: false }) },
    });
    expect(await screen.findByText('Bella is off air now. Choose another stream.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Live stream of Bella')).toBeNull();
    expect(screen.getByRole('link', { name: 'All live streams' })).toHaveAttribute('href', '/m/liveRooms');
  });

  it('offers a retry when the stream cannot be played', async () => {
    const { user } = renderParcelRoot(<LiveRooms />, {
      path: '/m/liveRooms?room=1',
      api: { liveRooms: () => ({ rooms: ROOMS }), liveRoomWatch: () => ({ viewers: 12, live: true }) },
    });
    const video = await screen.findByLabelText('Live stream of Bella');
    act(() => {
      video.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText('The stream could not be played.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Live stream of Bella')).toBeInTheDocument();
  });

  it('says a room that is not in the list is not available', async () => {
    renderParcelRoot(<LiveRooms />, {
      path: '/m/liveRooms?room=99',
      api: { liveRooms: () => ({ rooms: ROOMS }) },
    });
    expect(await screen.findByText('This stream is not available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All live streams' })).toBeInTheDocument();
  });
});
