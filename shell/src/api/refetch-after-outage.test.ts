import { type ApiQueryKey, queryKeyOf } from '@mobile/shared-contracts';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { refetchAfterOutage } from './refetch-after-outage';

function watch(queryClient: QueryClient, query: { queryKey: ApiQueryKey; queryFn: () => Promise<string> }) {
  const observer = new QueryObserver(queryClient, { ...query, retry: false });
  const unsubscribe = observer.subscribe(() => undefined);
  return { observer, unsubscribe };
}

async function settled(observer: QueryObserver<string, Error, string, string, ApiQueryKey>) {
  while (observer.getCurrentResult().fetchStatus === 'fetching') await new Promise((r) => setTimeout(r, 0));
  return observer.getCurrentResult();
}

describe('refetchAfterOutage', () => {
  it('fetches again the failed queries on screen, leaves the good and the unwatched ones alone', async () => {
    const queryClient = new QueryClient();
    let apiUp = false;
    const failing = jest.fn(async () => {
      if (!apiUp) throw new Error('NETWORK');
      return 'notices';
    });
    const fine = jest.fn(async () => 'banners');
    const unwatched = jest.fn(async () => {
      if (!apiUp) throw new Error('NETWORK');
      return 'old page';
    });
    const notices = watch(queryClient, {
      queryKey: queryKeyOf('announcements', { types: 'PL' }, { member: null }),
      queryFn: failing,
    });
    watch(queryClient, {
      queryKey: queryKeyOf('announcements', { types: 'B' }, { member: null }),
      queryFn: fine,
    });
    const old = watch(queryClient, {
      queryKey: queryKeyOf('lobbyNews', {}, { member: null }),
      queryFn: unwatched,
    });
    expect((await settled(notices.observer)).status).toBe('error');
    await settled(old.observer);
    old.unsubscribe();

    apiUp = true;
    const emit = jest.fn();
    await refetchAfterOutage(queryClient, emit);

    expect(notices.observer.getCurrentResult()).toMatchObject({ status: 'success', data: 'notices' });
    expect(failing).toHaveBeenCalledTimes(2);
    expect(fine).toHaveBeenCalledTimes(1);
    expect(unwatched).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledWith({ type: 'refresh-unread' });
    expect(emit).toHaveBeenCalledWith({ type: 'refresh-wallet' });
  });
});
