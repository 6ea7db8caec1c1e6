import '../test/browser-stubs';
import { STORAGE_KEYS } from '@mobile/shared-contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '../i18n/create-i18n';
import { memoryStorage, renderWithShell } from '../test/render-with-shell';
import { LanguageSelector } from './language-selector';

jest.mock('../i18n/create-i18n', () => {
  const actual = jest.requireActual<typeof import('../i18n/create-i18n')>('../i18n/create-i18n');
  return { ...actual, changeLanguage: jest.fn(actual.changeLanguage) };
});

describe('LanguageSelector', () => {
  it('offers EN and TY, the latter shown as PH', () => {
    renderWithShell(<LanguageSelector />);
    expect(screen.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'PH' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('switches the language: catalogue, storage, bus and the texts on screen', async () => {
    const storage = memoryStorage();
    const { services } = renderWithShell(<LanguageSelector />, { storage });
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'PH' }));

    expect(changeLanguage).toHaveBeenCalledWith(services.i18n, 'TY', storage);
    await waitFor(() => expect(services.bus.language$.getValue()).toBe('TY'));
    expect(storage.getItem(STORAGE_KEYS.language)).toBe('TY');
    expect(await screen.findByRole('group', { name: 'Wika' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PH' })).toHaveAttribute('aria-pressed', 'true');
  });
});
