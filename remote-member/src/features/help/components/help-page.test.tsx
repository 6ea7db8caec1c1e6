import { act, screen, waitFor } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { HelpPage } from './help-page';

const TOPICS = [
  { title: 'How to register', content: '<p>Tap Register.</p>' },
  { title: 'How to deposit', content: '<p>Open Deposit.</p>' },
  {
    title: 'Security',
    content:
      '<p>Stay safe</p><script>window.__helpXss=1</script><img src="x.png" onerror="window.__helpXss=2"><a href="javascript:window.__helpXss=3">bad</a>',
  },
];

describe('HelpPage', () => {
  it('opens the topic of ?i=, sanitised', async () => {
    renderParcelRoot(<HelpPage />, { path: '/m/help?i=2', api: { helpCentre: () => TOPICS } });
    const article = await screen.findByRole('article', { name: 'Security' });
    expect(article).toHaveTextContent('Stay safe');
    expect(article.innerHTML).not.toMatch(/script|onerror|javascript:/i);
    expect(screen.getByRole('button', { name: 'Security' })).toHaveAttribute('aria-current', 'true');
  });

  it('opens the first topic for a missing or out-of-range i', async () => {
    renderParcelRoot(<HelpPage />, { path: '/m/help?i=9', api: { helpCentre: () => TOPICS } });
    expect(await screen.findByRole('article', { name: 'How to register' })).toBeInTheDocument();
  });

  it('switches topics from the side menu', async () => {
    const { user, navigate } = renderParcelRoot(<HelpPage />, {
      path: '/m/help',
      api: { helpCentre: () => TOPICS },
    });
    await user.click(await screen.findByRole('button', { name: 'How to deposit' }));
    expect(navigate).toHaveBeenCalledWith('/m/help?i=1', { replace: true });
    expect(await screen.findByRole('article', { name: 'How to deposit' })).toBeInTheDocument();
  });

  it('asks again 200 ms after the language changes', async () => {
    jest.useFakeTimers();
    try {
      const { call, bus } = renderParcelRoot(<HelpPage />, {
        path: '/m/help',
        api: {
          helpCentre: ({ lang }: { lang: string }) =>
            lang === 'TH' ? [{ title: 'วิธีสมัคร', content: '' }] : TOPICS,
        },
      });
      await act(() => jest.advanceTimersByTimeAsync(250));
      expect(call).toHaveBeenCalledWith('helpCentre', { lang: 'EN' }, expect.anything());
      // The shell's language stream is a BehaviorSubject; the fake one takes next() the same way.
      act(() => (bus.language$ as unknown as { next(language: string): void }).next('TH'));
      await act(() => jest.advanceTimersByTimeAsync(199));
      expect(call).not.toHaveBeenCalledWith('helpCentre', { lang: 'TH' }, expect.anything());
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(call).toHaveBeenCalledWith('helpCentre', { lang: 'TH' }, expect.anything());
      await waitFor(() => expect(screen.getByRole('article', { name: 'วิธีสมัคร' })).toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the empty state without topics', async () => {
    renderParcelRoot(<HelpPage />, { path: '/m/help', api: { helpCentre: () => [] } });
    expect(await screen.findByText('No help topics yet')).toBeInTheDocument();
  });
});
