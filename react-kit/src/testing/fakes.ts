import type {
  ApiClient,
  BusEvent,
  ConsolidatedSettings,
  EndpointKey,
  LanguageCode,
  MemberInfo,
  MerchantConfig,
  RequestOf,
  ResponseOf,
  SessionBus,
  SessionInfo,
  StateStream,
  SystemStatus,
  UnreadCounts,
  WalletSummary,
  Whitelabel,
} from '@mobile/shared-contracts';

/** A BehaviorSubject-like state stream (structural, no rxjs), so tests can push bus values. */
export interface TestState<T> extends StateStream<T> {
  next(value: T): void;
}

export function createState<T>(initial: T): TestState<T> {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    getValue: () => value,
    next(next) {
      value = next;
      for (const listener of [...listeners]) listener(value);
    },
    subscribe(listener) {
      listeners.add(listener);
      listener(value);
      return { unsubscribe: () => listeners.delete(listener) };
    },
  };
}

export interface FakeBus extends SessionBus {
  session$: TestState<SessionInfo | null>;
  member$: TestState<MemberInfo | null>;
  wallet$: TestState<WalletSummary | null>;
  unread$: TestState<UnreadCounts>;
  emit: jest.Mock<void, [BusEvent]>;
}

export interface BusSeed {
  session?: SessionInfo | null;
  wallet?: WalletSummary | null;
  unread?: Partial<UnreadCounts>;
}

export function createFakeBus(seed: BusSeed = {}): FakeBus {
  const events = createState<BusEvent | null>(null);
  return {
    session$: createState(seed.session ?? null),
    member$: createState<MemberInfo | null>(null),
    wallet$: createState(seed.wallet ?? null),
    unread$: createState({ total: 0, chat: 0, inbox: 0, announcements: 0, ...seed.unread }),
    language$: createState<LanguageCode>('EN'),
    systemStatus$: createState<SystemStatus>(0),
    events$: {
      subscribe: (next) => events.subscribe((event) => event && next(event)),
    },
    emit: jest.fn((event: BusEvent) => events.next(event)),
  };
}

/** Canned answers per endpoint; a handler may throw or reject to simulate a failed call. */
export type ApiHandlers = {
  [K in EndpointKey]?: (payload: RequestOf<K>) => ResponseOf<K> | Promise<ResponseOf<K>>;
};

export interface FakeApi {
  api: ApiClient;
  call: jest.Mock<Promise<unknown>, [EndpointKey, unknown, unknown?]>;
}

export function createFakeApi(handlers: ApiHandlers): FakeApi {
  const call = jest.fn(async (key: EndpointKey, payload: unknown) => {
    // Handlers are keyed by endpoint, so the payload of `key` is the one its handler expects.
    const handler = handlers[key] as ((payload: unknown) => unknown) | undefined;
    if (!handler) throw new Error(`no canned answer for ${key}`);
    return handler(payload);
  });
  return { api: { call: call as unknown as ApiClient['call'] }, call };
}

export function sessionOf(type: number, userName = 'player01'): SessionInfo {
  return { token: 'test-token', merchantCode: 'demo', id: 7, userName, type, firstTimeLogin: false };
}

/** Parts of the merchant config a test may set beside the whitelabel. */
export interface MerchantSeed {
  frameOrigins?: string[];
  resources?: MerchantConfig['settings']['resources'];
  /** Merchant settings over the defaults (switches, copyright, speed-test URL…). */
  settings?: Partial<ConsolidatedSettings>;
}

export function merchantOf(whitelabel: Partial<Whitelabel> = {}, seed: MerchantSeed = {}): MerchantConfig {
  const remote = { enabled: true, entry: 'http://localhost/mf-manifest.json', version: '1' };
  return {
    manifest: {
      merchantCode: 'demo',
      name: 'Demo',
      remotes: { games: remote, member: remote, wallet: remote, agent: remote },
      frameOrigins: seed.frameOrigins ?? [],
    },
    settings: {
      merchantCode: 'demo',
      siteName: 'Demo',
      switches: {},
      mobileTemplate: { mem_cen: 0, dep_func: 0 },
      imageCdns: [],
      resources: seed.resources ?? [],
      customerService: [],
      speedTestUrl: null,
      ageLimit: 21,
      copyright: '',
      currency: 'PHP',
      promos: {},
      ...seed.settings,
    },
    // Every merchant profile has MAILCEN (platform-api default settings), so the inbox entries show.
    whitelabel: { features: ['MAILCEN'], menu: {}, ...whitelabel },
  };
}
