import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { useMount } from '../mount-context';
import { ErrorState } from '../states/error-state';
import { renderParcelRoot } from './render-parcel-root';

const demo = { namespace: 'demo', catalogue: { title: 'Demo page' } };

function Where() {
  const { location, navigate } = useMount();
  const { t } = useTranslation();
  return (
    <button type="button" onClick={() => navigate('/m/next?page=2')}>
      {t('title')} at {location.pathname}
      {location.search}
    </button>
  );
}

function Balance() {
  const { api } = useMount();
  const balance = useQuery(apiQuery(api, 'wallet', {}, { member: null }));
  return balance.isError ? <ErrorState detail={balance.error.message} /> : null;
}

describe('renderParcelRoot', () => {
  it("renders with the remote's catalogue at the given path, and navigate moves the location", async () => {
    const { user, navigate } = renderParcelRoot(<Where />, { ...demo, path: '/m/start?page=1' });
    expect(screen.getByRole('button')).toHaveTextContent('Demo page at /m/start?page=1');

    await user.click(screen.getByRole('button'));

    expect(navigate).toHaveBeenCalledWith('/m/next?page=2');
    expect(screen.getByRole('button')).toHaveTextContent('Demo page at /m/next?page=2');
  });

  it('fails a call that has no canned answer, naming the endpoint', async () => {
    renderParcelRoot(<Balance />, demo);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this. Please try again.');
    expect(alert).toHaveAttribute('data-detail', 'no canned answer for wallet');
  });
});
