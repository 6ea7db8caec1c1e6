import { type LanguageCode, MOUNT_CONTRACT_VERSION, type MountContract } from '@mobile/shared-contracts';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { startTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { createParcel } from './create-parcel';
import { useMount } from './mount-context';

// startTransition as React's, counted: a parcel's first render is in one when it may draw in slices.
jest.mock('react', () => {
  const actual = jest.requireActual<typeof import('react')>('react');
  return { ...actual, startTransition: jest.fn(actual.startTransition) };
});
const transition = startTransition as jest.MockedFunction<typeof startTransition>;

// Parcels render through their own React root, as in the browser, not through testing-library's act().
// Set in a beforeAll: testing-library's own beforeAll (registered by its import, so it runs first) sets
// the flag to true, and React would then warn about every parcel update made outside act().
const actGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironmentBefore: boolean | undefined;
beforeAll(() => {
  actEnvironmentBefore = actGlobal.IS_REACT_ACT_ENVIRONMENT;
  actGlobal.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actGlobal.IS_REACT_ACT_ENVIRONMENT = actEnvironmentBefore;
});

const LOCALES: Record<string, Record<string, string>> = {
  EN: { hello: 'Hello' },
  TY: { hello: 'Kumusta' },
};

function Greeting() {
  const { t } = useTranslation('demo');
  const { location } = useMount();
  return (
    <p>
      {t('hello')} {location.search}
    </p>
  );
}

async function mountParcel() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'EN',
    fallbackLng: 'EN',
    cleanCode: false,
    resources: {},
    react: { bindI18nStore: 'added' },
  });
  const loadLocale = jest.fn(async (language: LanguageCode) => LOCALES[language] ?? {});
  const lifecycles = createParcel(Greeting, { namespace: 'demo', loadLocale });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = {
    name: 'demo',
    domElement,
    i18n,
    queryClient: new QueryClient(),
    location: { pathname: '/m/x', search: '?a=1' },
  } as unknown as MountContract & { domElement: HTMLElement; name: string };
  /** Runs one lifecycle (a function or single-spa's array of them) with the given props. */
  const run = async (steps: unknown, p: object = props) => {
    const list = (Array.isArray(steps) ? steps : [steps]) as ((props: object) => Promise<unknown>)[];
    for (const step of list) await step(p);
  };
  return { lifecycles, props, run, i18n, loadLocale };
}

describe('createParcel', () => {
  it('publishes the mount contract version the remote is built against', async () => {
    const { lifecycles } = await mountParcel();
    expect(lifecycles.contractVersion).toBe(MOUNT_CONTRACT_VERSION);
  });

  it('loads its namespace before mount and renders with the mount contract', async () => {
    const { lifecycles, run, props, loadLocale } = await mountParcel();
    await run(lifecycles.bootstrap);
    await run(lifecycles.mount);
    expect(await screen.findByText('Hello ?a=1')).toBeInTheDocument();
    expect(loadLocale).toHaveBeenCalledWith('EN');
    await run(lifecycles.update, { ...props, location: { pathname: '/m/x', search: '?a=2' } });
    expect(await screen.findByText('Hello ?a=2')).toBeInTheDocument();
    await run(lifecycles.unmount);
  });

  it('re-renders in the new language after a language change, loading that catalogue', async () => {
    const { lifecycles, run, i18n, loadLocale } = await mountParcel();
    await run(lifecycles.bootstrap);
    await run(lifecycles.mount);
    await screen.findByText(/Hello/);
    await i18n.changeLanguage('TY');
    await waitFor(() => expect(screen.getByText(/Kumusta/)).toBeInTheDocument());
    expect(loadLocale).toHaveBeenCalledWith('TY');
    await run(lifecycles.unmount);
  });

  it('prepares its namespace ahead of a mount (a preload), which then loads nothing more', async () => {
    const { lifecycles, run, i18n, loadLocale } = await mountParcel();
    await lifecycles.prepare(i18n);
    expect(loadLocale).toHaveBeenCalledTimes(1);
    expect(i18n.hasResourceBundle('EN', 'demo')).toBe(true);

    await run(lifecycles.bootstrap);
    await run(lifecycles.mount);
    expect(await screen.findByText('Hello ?a=1')).toBeInTheDocument();
    expect(loadLocale).toHaveBeenCalledTimes(1);
    await run(lifecycles.unmount);
  });

  it('adds its catalogue quietly before mount, so the page around it does not re-render; a language change is announced', async () => {
    const { lifecycles, run, i18n } = await mountParcel();
    const added = jest.fn();
    i18n.store.on('added', added);
    await lifecycles.prepare(i18n);
    await run(lifecycles.bootstrap);
    await run(lifecycles.mount);
    await screen.findByText(/Hello/);
    expect(added).not.toHaveBeenCalled();

    await i18n.changeLanguage('TY');
    await waitFor(() => expect(added).toHaveBeenCalledWith('TY', 'demo', expect.anything()));
    await run(lifecycles.unmount);
  });

  it('draws in a transition (in slices), or at once when the player waits for it (urgent)', async () => {
    transition.mockClear();
    const { lifecycles, run, props } = await mountParcel();
    await run(lifecycles.bootstrap);
    await run(lifecycles.mount);
    expect(await screen.findByText('Hello ?a=1')).toBeInTheDocument();
    expect(transition).toHaveBeenCalledTimes(1);
    await run(lifecycles.unmount);

    transition.mockClear();
    const urgent = { ...props, name: 'urgent', urgent: true };
    await run(lifecycles.bootstrap, urgent);
    await run(lifecycles.mount, urgent);
    expect(await screen.findByText('Hello ?a=1')).toBeInTheDocument();
    expect(transition).not.toHaveBeenCalled();
    await run(lifecycles.unmount, urgent);
  });

  it("ends its mount at its first commit, not at single-spa-react's timer after it", async () => {
    const { lifecycles, run } = await mountParcel();
    await run(lifecycles.bootstrap);
    // Timers stopped (React's own scheduling runs on setImmediate): single-spa-react's never fires.
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] });
    try {
      await run(lifecycles.mount);
      expect(screen.getByText('Hello ?a=1')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
    await run(lifecycles.unmount);
  });
});
