import { STORAGE_KEYS } from '@mobile/shared-contracts';
import { memoryStorage } from '../test/render-with-shell';
import { changeLanguage, createI18n, ensureApiMessages, htmlLangOf, initialLanguage } from './create-i18n';

describe('shell i18n', () => {
  it('starts in the stored language, EN when none or unknown', () => {
    const storage = memoryStorage();
    expect(initialLanguage(storage)).toBe('EN');
    storage.setItem(STORAGE_KEYS.language, 'TY');
    expect(initialLanguage(storage)).toBe('TY');
    storage.setItem(STORAGE_KEYS.language, 'XX');
    expect(initialLanguage(storage)).toBe('EN');
  });

  it('loads the catalogue, keeps the spec codes and sets <html lang> at start-up', async () => {
    const i18n = await createI18n('TY');
    expect(i18n.language).toBe('TY');
    expect(i18n.t('action.retry')).not.toBe('action.retry');
    expect(document.documentElement.lang).toBe('fil');
  });

  it('switches language, stores it and updates <html lang>', async () => {
    const storage = memoryStorage();
    const i18n = await createI18n('EN');
    const english = i18n.t('action.retry');
    await changeLanguage(i18n, 'CN', storage);
    expect(i18n.t('action.retry')).not.toBe(english);
    expect(storage.getItem(STORAGE_KEYS.language)).toBe('CN');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('loads the API messages only when asked, in the current language, then with every switch', async () => {
    const i18n = await createI18n('TY');
    const unknown = i18n.t('error.unknown');
    // Before: an API message reads as the unknown error, never as its key.
    expect(i18n.t('walletError.bankCardLimit')).toBe(unknown);
    await ensureApiMessages(i18n);
    const filipino = i18n.t('walletError.bankCardLimit');
    expect(filipino).not.toBe(unknown);
    expect(filipino).not.toBe('walletError.bankCardLimit');
    await changeLanguage(i18n, 'JA', memoryStorage());
    expect(i18n.t('walletError.bankCardLimit')).not.toBe(filipino);
    expect(i18n.t('walletError.bankCardLimit')).not.toBe(i18n.t('error.unknown'));
  });

  it.each([
    ['EN', 'en'],
    ['TY', 'fil'],
    ['JA', 'ja'],
  ] as const)('%s is <html lang=%s>', (code, tag) => {
    expect(htmlLangOf(code)).toBe(tag);
  });
});
