import { MOUNT_CONTRACT_VERSION } from '@mobile/shared-contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParcelConfig } from 'single-spa';
import { renderWithShell } from '../test/render-with-shell';
import { RemoteArea } from './remote-area';
import { loadedParcelConfig, loadParcelConfig, resetRemote } from './remote-registry';

jest.mock('./remote-registry', () => ({
  loadParcelConfig: jest.fn(),
  loadedParcelConfig: jest.fn(),
  resetRemote: jest.fn(),
}));
const load = loadParcelConfig as jest.MockedFunction<typeof loadParcelConfig>;
const loaded = loadedParcelConfig as jest.MockedFunction<typeof loadedParcelConfig>;

/** A parcel that draws plain DOM and records the props it was given (built for this contract). */
type ParcelObject = Exclude<ParcelConfig, () => unknown>;

function fakeParcel(seen: Record<string, unknown>[] = []): ParcelObject & { contractVersion: string } {
  return {
    contractVersion: MOUNT_CONTRACT_VERSION,
    bootstrap: async () => undefined,
    mount: async (props) => {
      seen.push(props as Record<string, unknown>);
      const { domElement } = props as unknown as { domElement: HTMLElement };
      domElement.innerHTML = '<p>remote page</p>';
    },
    unmount: async (props) => {
      (props as unknown as { domElement: HTMLElement }).domElement.innerHTML = '';
    },
  };
}

describe('RemoteArea', () => {
  it('mounts the remote parcel with the mount contract as props', async () => {
    const seen: Record<string, unknown>[] = [];
    load.mockResolvedValue(fakeParcel(seen));
    renderWithShell(<RemoteArea owner="member" expose="./NoticePage" />, { entries: ['/m/notice?x=1'] });
    expect(await screen.findByText('remote page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('member', './NoticePage');
    expect(seen[0]).toMatchObject({ location: { pathname: '/m/notice', search: '?x=1' } });
    expect(seen[0]).toHaveProperty('bus');
    expect(seen[0]).toHaveProperty('api');
    expect(seen[0]).toHaveProperty('navigate');
  });

  it('page loading indicator 3 s: a page still loading shows the bar for 3 s, then only its spinner', async () => {
    jest.useFakeTimers();
    try {
      load.mockReturnValue(new Promise(() => undefined));
      renderWithShell(<RemoteArea owner="member" expose="./NoticePage" />);
      expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(2_999));
      expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    } finally {
      jest.useRealTimers();
    }
  });

  it('a widget area shows no page loading indicator', () => {
    load.mockReturnValue(new Promise(() => undefined));
    renderWithShell(<RemoteArea owner="games" expose="./HotGames" variant="widget" />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses a parcel built for another mount contract with a message in its area, mounting nothing', async () => {
    const mount = jest.fn(async () => undefined);
    const older: ParcelObject & { contractVersion: string } = {
      ...fakeParcel(),
      contractVersion: 'mount-contract@0',
      mount,
    };
    load.mockResolvedValue(older);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithShell(<RemoteArea owner="games" expose="./GameListPage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/being updated/i);
    expect(screen.queryByRole('button', { name: /retry/i })).not.toBeInTheDocument();
    expect(mount).not.toHaveBeenCalled();
  });

  it('refuses a parcel without a contract version (built before versions existed)', async () => {
    const { contractVersion: _ignored, ...unversioned } = fakeParcel();
    load.mockResolvedValue(unversioned);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithShell(<RemoteArea owner="member" expose="./NoticePage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/being updated/i);
    expect(screen.queryByText('remote page')).not.toBeInTheDocument();
  });

  it('keeps a failed fetch inside its area and mounts on retry once the remote is back', async () => {
    load.mockRejectedValueOnce(new Error('remoteEntry.js 502'));
    load.mockResolvedValueOnce(fakeParcel());
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithShell(<RemoteArea owner="games" expose="./WinnersWidget" variant="widget" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/not available/i);
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(resetRemote).toHaveBeenCalledWith(expect.objectContaining({ merchantCode: 'DEMO' }), 'games');
    expect(await screen.findByText('remote page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('retries every failed area of the remote from one Retry', async () => {
    load.mockRejectedValueOnce(new Error('remoteEntry.js 502'));
    load.mockRejectedValueOnce(new Error('remoteEntry.js 502'));
    load.mockResolvedValue(fakeParcel());
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithShell(
      <>
        <RemoteArea owner="games" expose="./HotGamesWidget" variant="widget" />
        <RemoteArea owner="games" expose="./WinnersWidget" variant="widget" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('button', { name: /retry/i })).toHaveLength(2));

    await userEvent.click(screen.getAllByRole('button', { name: /retry/i })[0] as HTMLElement);

    await waitFor(() => expect(screen.getAllByText('remote page')).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes a left page’s parcel down in the next idle period, its area gone at once', async () => {
    const idle: (() => void)[] = [];
    window.requestIdleCallback = (task) => idle.push(() => task({} as IdleDeadline));
    try {
      const unmount = jest.fn(async () => undefined);
      load.mockResolvedValue({ ...fakeParcel(), unmount });
      const view = renderWithShell(<RemoteArea owner="member" expose="./NoticePage" />);
      expect(await screen.findByText('remote page')).toBeInTheDocument();

      view.unmount();
      expect(screen.queryByText('remote page')).not.toBeInTheDocument();
      await new Promise((settle) => setTimeout(settle, 0)); // every promise of the unmount has had its turn
      expect(unmount).not.toHaveBeenCalled();

      idle.shift()?.();
      await waitFor(() => expect(unmount).toHaveBeenCalledTimes(1));
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
    }
  });

  it('shows the error when the parcel throws while mounting', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockResolvedValue({
      ...fakeParcel(),
      mount: async () => {
        throw new Error('boom');
      },
    });
    renderWithShell(<RemoteArea owner="wallet" expose="./AccountRecordPage" />);
    await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });

  it('tells the parcel of a page the player waits for to draw at once (urgent), and no other', async () => {
    const seen: Record<string, unknown>[] = [];
    load.mockResolvedValue(fakeParcel(seen));
    renderWithShell(
      <>
        <RemoteArea owner="member" expose="./NoticePage" urgent />
        <RemoteArea owner="games" expose="./HotGamesWidget" variant="widget" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('remote page')).toHaveLength(2));
    expect(seen.filter((props) => props.urgent === true)).toHaveLength(1);
    expect(seen.find((props) => props.urgent === true)).toMatchObject({ location: expect.anything() });
    expect(seen.filter((props) => !('urgent' in props))).toHaveLength(1);
  });

  it("counts an urgent page's frame from the commit that drew it, not from its effects after that paint", () => {
    const order: string[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => {
      order.push('frame asked for');
      return 1;
    });
    load.mockReturnValue(new Promise(() => undefined));
    loaded.mockImplementation(() => {
      order.push('parcel looked up (effect)');
      return undefined;
    });
    try {
      renderWithShell(<RemoteArea owner="wallet" expose="./WithdrawPage" urgent />);
      expect(order.slice(0, 2)).toEqual(['frame asked for', 'parcel looked up (effect)']);
    } finally {
      loaded.mockReset();
      jest.restoreAllMocks();
    }
  });

  it('mounts a parcel loaded before (a preloaded page) without loading it again', async () => {
    load.mockResolvedValue(fakeParcel());
    const first = renderWithShell(<RemoteArea owner="member" expose="./NoticePage" />);
    expect(await screen.findByText('remote page')).toBeInTheDocument();
    first.unmount();
    load.mockClear();
    load.mockRejectedValue(new Error('not asked for'));
    loaded.mockImplementation((owner, expose) =>
      owner === 'wallet' && expose === './WithdrawPage' ? fakeParcel() : undefined,
    );
    renderWithShell(<RemoteArea owner="wallet" expose="./WithdrawPage" urgent />);
    expect(await screen.findByText('remote page')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    loaded.mockReset();
  });
});
