import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testI18n } from '../test/render-with-shell';
import CN from './locales/CN.json';
import EN from './locales/EN.json';
import JA from './locales/JA.json';
import TH from './locales/TH.json';
import TY from './locales/TY.json';
import VI from './locales/VI.json';
import { showNewVersionNotice } from './new-version-notice';

describe('the new-version notice', () => {
  it('offers a reload in the page language, reloads on Reload, goes away on Later', async () => {
    const i18n = testI18n();
    await i18n.changeLanguage('TY');
    const reload = jest.fn();
    let remove: () => void = () => {};
    await act(async () => {
      remove = await showNewVersionNotice(i18n, reload);
    });
    expect(screen.getByRole('status')).toHaveTextContent(TY.newVersion);
    // A second change while it shows adds no second notice.
    await act(async () => {
      expect(await showNewVersionNotice(i18n, reload)).toBe(remove);
    });
    expect(screen.getAllByRole('button', { name: TY.reload })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: TY.reload }));
    expect(reload).toHaveBeenCalledTimes(1);

    await act(async () => {
      await i18n.changeLanguage('EN');
    });
    await waitFor(() => expect(screen.getByRole('button', { name: EN.later })).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: EN.later }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);

    // Once put away, the next change offers it again.
    await act(async () => {
      remove = await showNewVersionNotice(i18n, reload);
    });
    expect(screen.getByRole('button', { name: EN.reload })).toBeVisible();
    act(() => remove());
    expect(screen.queryByRole('button', { name: EN.reload })).toBeNull();
  });

  it.each(Object.entries({ TY, CN, JA, TH, VI }))(
    'has every string in %s, translated',
    (_language, catalogue) => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(EN).sort());
      for (const [key, text] of Object.entries(catalogue)) {
        expect(text.trim()).not.toBe('');
        expect(text).not.toBe(EN[key as keyof typeof EN]);
      }
    },
  );
});
