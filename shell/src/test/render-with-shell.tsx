import './browser-stubs';
import type {
  ApiClient,
  ConsolidatedSettings,
  EndpointKey,
  MemberInfo,
  RemoteName,
  RequestOf,
  ResponseOf,
  SessionInfo,
  UnreadCounts,
  WalletSummary,
  Whitelabel,
} from '@mobile/shared-contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ShellContext, type ShellServices } from '../app/shell-context';
import API_EN from '../i18n/api-messages/EN.json';
import EN from '../i18n/locales/EN.json';
import { createBus, NO_UNREAD } from '../session/create-bus';

type Canned<K extends EndpointKey> = ResponseOf<K> | ((payload: RequestOf<K>) => ResponseOf<K>);
export type CannedResponses = { [K in EndpointKey]?: Canned<K> };

export interface ShellTestOptions {
  /** History entries; the last one is the current page. */
  entries?: string[];
  session?: SessionInfo | null;
  member?: MemberInfo | null;
  wallet?: WalletSummary | null;
  unread?: Partial<UnreadCounts>;
  settings?: Partial<ConsolidatedSettings>;
  whitelabel?: Partial<Whitelabel>;
  responses?: CannedResponses;
  storage?: Storage;
  /** Remotes the merchant enabled; all four by default. */
  enabledRemotes?: RemoteName[];
  /** The manifest's trusted frame origins; none by default. */
  frameOrigins?: string[];
}

export const TEST_SETTINGS: ConsolidatedSettings = {
  merchantCode: 'DEMO',
  siteName: 'Demo Casino',
  switches: {},
  mobileTemplate: { mem_cen: 1, dep_func: 1 },
  imageCdns: [],
  resources: [],
  customerService: [{ title: 'CS', path: 'https://chat.example/demo' }],
  speedTestUrl: null,
  ageLimit: 21,
  copyright: '© Demo Casino',
  currency: 'PHP',
  promos: { MISSION: true },
};

export function sessionOf(type: number, userName = 'player01'): SessionInfo {
  return {
    token: 'test-token-0123456789',
    merchantCode: 'DEMO',
    id: 7,
    userName,
    type,
    firstTimeLogin: false,
  };
}

export function memberOf(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 7,
    type: 0,
    nickname: null,
    account: 'player01',
    memberLabel: [],
    clubLabel: null,
    ...overrides,
  };
}

/** A Storage kept in memory, so tests never share state through window.localStorage. */
export function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => {
      data.delete(key);
    },
    setItem: (key, value) => {
      data.set(key, String(value));
    },
  };
}

/** A real i18next instance with the EN catalogue loaded synchronously. */
export function testI18n(): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: 'EN',
    fallbackLng: 'EN',
    ns: ['common'],
    defaultNS: 'common',
    // The API's error messages load lazily on the site (create-i18n.ts); a test has them from the start.
    resources: {
      EN: { common: { ...EN, error: { ...EN.error, ...API_EN.error }, walletError: API_EN.walletError } },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
    // Keep 'EN'/'TY' as given: i18next would otherwise canonicalise them to 'en'/'ty' and miss the store.
    cleanCode: false,
    react: { useSuspense: false },
  });
  return instance;
}

const EMPTY_ANNOUNCEMENTS: ResponseOf<'announcements'> = { content: [], footer: { unreadCount: 0 } };

/** An ApiClient whose call() resolves the canned value for a key (or rejects when there is none). */
export function fakeApi(
  responses: CannedResponses = {},
): ApiClient & { calls: { key: string; payload: unknown }[] } {
  const calls: { key: string; payload: unknown }[] = [];
  // Keyed loosely on purpose: indexing the full endpoint union per key is too complex for the checker.
  const table: Record<string, unknown> = { announcements: EMPTY_ANNOUNCEMENTS, ...responses };
  return {
    calls,
    call<K extends EndpointKey>(key: K, payload: RequestOf<K>): Promise<ResponseOf<K>> {
      calls.push({ key, payload });
      const canned = table[key as string] as Canned<K> | undefined;
      if (canned === undefined) return Promise.reject(new Error(`no canned response for ${key}`));
      return Promise.resolve(
        typeof canned === 'function' ? (canned as (p: RequestOf<K>) => ResponseOf<K>)(payload) : canned,
      );
    },
  };
}

export function buildShellServices(
  options: ShellTestOptions = {},
): ShellServices & { api: ReturnType<typeof fakeApi> } {
  const bus = createBus({ session: options.session ?? null, language: 'EN' });
  if (options.member) bus.member$.next(options.member);
  if (options.wallet) bus.wallet$.next(options.wallet);
  if (options.unread) bus.unread$.next({ ...NO_UNREAD, ...options.unread });
  const api = fakeApi(options.responses);
  const whitelabel: Whitelabel = { features: ['CBS3', 'MAILCEN'], menu: {}, ...options.whitelabel };
  const remote = { enabled: true, entry: 'https://remotes.example/mf-manifest.json', version: '1.0.0' };
  return {
    bus,
    api,
    i18n: testI18n(),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    merchant: {
      manifest: {
        merchantCode: 'DEMO',
        name: 'Demo',
        remotes: { games: remote, member: remote, wallet: remote, agent: remote },
        frameOrigins: options.frameOrigins ?? [],
      },
      settings: { ...TEST_SETTINGS, ...options.settings },
      whitelabel,
    },
    enabledRemotes: options.enabledRemotes ?? ['games', 'member', 'wallet', 'agent'],
    storage: options.storage ?? memoryStorage(),
  };
}

/** Shows the current path, so tests can check where a tap led. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div hidden data-testid="location">
      {location.pathname + location.search}
    </div>
  );
}

/** Renders `ui` inside the shell's providers and a MemoryRouter, with a LocationProbe beside it. */
export function renderWithShell(ui: ReactElement, options: ShellTestOptions = {}) {
  const services = buildShellServices(options);
  const entries = options.entries ?? ['/m/home'];
  const result = render(
    <ShellContext.Provider value={services}>
      <QueryClientProvider client={services.queryClient}>
        <I18nextProvider i18n={services.i18n}>
          <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </ShellContext.Provider>,
  );
  return { ...result, services };
}
