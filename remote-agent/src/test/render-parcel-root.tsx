import { MountContext } from '@mobile/react-kit';
import type { MountContract, NavigateOptions, Whitelabel } from '@mobile/shared-contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { type ReactElement, type ReactNode, useMemo, useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { AGENT_NS as NS } from '../load-locale';
import en from '../locales/EN.json';
import { type ApiHandlers, type BusSeed, createFakeApi, createFakeBus, merchantOf } from './fakes';

const COMMON = {
  state: { loading: 'Loading…', empty: 'No data', loadFailed: 'Could not load this. Please try again.' },
  action: { retry: 'Retry' },
  free_reject: 'Please log in with a real account to use this function.',
};

function createTestI18n() {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: 'EN',
    fallbackLng: 'EN',
    ns: ['common', NS],
    defaultNS: NS,
    resources: { EN: { common: COMMON, [NS]: en } },
    interpolation: { escapeValue: false },
    // i18next 27 canonicalises 'EN' to 'en' unless told not to; the catalogues are keyed 'EN'.
    cleanCode: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

type Location = MountContract['location'];

function locationOf(to: string): Location {
  const url = new URL(to, 'http://localhost');
  return { pathname: url.pathname, search: url.search };
}

export interface RenderOptions extends BusSeed {
  api?: ApiHandlers;
  /** Address the parcel starts at, path and query. */
  path?: string;
  whitelabel?: Partial<Whitelabel>;
}

interface HarnessProps {
  contract: Omit<MountContract, 'location'>;
  initialPath: string;
  /** Receives the location setter, so the fake `navigate` can move the address. */
  bindNavigation(setLocation: (location: Location) => void): void;
  children: ReactNode;
}

function Harness({ contract, initialPath, bindNavigation, children }: HarnessProps) {
  const [location, setLocation] = useState(() => locationOf(initialPath));
  bindNavigation(setLocation);
  const value = useMemo<MountContract>(() => ({ ...contract, location }), [contract, location]);
  return (
    <MountContext.Provider value={value}>
      <QueryClientProvider client={contract.queryClient}>
        <I18nextProvider i18n={contract.i18n} defaultNS={NS}>
          {children}
        </I18nextProvider>
      </QueryClientProvider>
    </MountContext.Provider>
  );
}

/**
 * Renders a remote component as the shell would mount it: mount contract, QueryClient (no retries),
 * a real i18n instance with this remote's EN catalogue. `navigate` moves the fake location.
 */
export function renderParcelRoot(ui: ReactElement, options: RenderOptions = {}) {
  const bus = createFakeBus(options);
  const { api, call } = createFakeApi(options.api ?? {});
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  let moveTo: (location: Location) => void = () => undefined;
  const navigate = jest.fn((to: string, _options?: NavigateOptions) => moveTo(locationOf(to)));
  const contract = {
    bus,
    api,
    i18n: createTestI18n(),
    queryClient,
    merchant: merchantOf(options.whitelabel),
    navigate,
  };

  const user = userEvent.setup();
  const view = render(
    <Harness
      contract={contract}
      initialPath={options.path ?? '/'}
      bindNavigation={(setLocation) => {
        moveTo = setLocation;
      }}
    >
      {ui}
    </Harness>,
  );
  return { ...view, user, bus, call, navigate, queryClient };
}
