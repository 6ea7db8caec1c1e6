import { STORAGE_KEYS } from '@mobile/shared-contracts';
import { createBus } from '../session/create-bus';
import { createI18n } from './create-i18n';
import { startLanguageController } from './language-controller';

jest.mock('./load-common', () => ({
  loadCommon: jest.fn(async (language: string) => ({ hello: `hello ${language}` })),
}));

describe('startLanguageController', () => {
  it('switches i18n, the language stream and the stored choice on a set-language event', async () => {
    const bus = createBus({ session: null, language: 'EN' });
    const i18n = await createI18n('EN');
    const stop = startLanguageController(bus, i18n, window.localStorage);
    bus.emit({ type: 'set-language', language: 'TY' });
    await new Promise<void>((resolve) => bus.language$.subscribe((l) => l === 'TY' && resolve()));
    expect(i18n.language).toBe('TY');
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('TY');
    expect(document.documentElement.lang).toBe('fil');
    stop();
  });
});
