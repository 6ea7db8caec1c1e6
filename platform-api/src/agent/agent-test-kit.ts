import { bearer, createTestContext, type TestContext } from '../test/test-context';

/** A seeded member's id by name (demo merchant unless told). */
export async function memberIdOf(t: TestContext, username: string, merchant = 'demo'): Promise<number> {
  const row = await t.db
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', merchant)
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface AgentKit {
  /** The file's test context (its own seeded database). */
  readonly t: TestContext;
  /** A session of the kit's agent. */
  readonly token: string;
  idOf(username: string): Promise<number>;
  get(url: string, query?: Record<string, string>, token?: string): ReturnType<TestContext['call']>;
  post(
    url: string,
    payload: object,
    token?: string,
    headers?: Record<string, string>,
  ): ReturnType<TestContext['call']>;
}

/**
 * The agent API tests' shared setup: one seeded database per test file and the agent logged in (agent41
 * unless told), with id lookup and GET/POST helpers carrying its session. Usable once beforeAll has run.
 */
export function agentKit(agent = 'agent41'): AgentKit {
  let context: TestContext | undefined;
  let session: string | undefined;
  beforeAll(async () => {
    context = await createTestContext();
    session = await context.login(agent);
  });
  afterAll(() => context?.close());
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('agentKit used before beforeAll');
    return value;
  };
  const kit: AgentKit = {
    get t() {
      return ready(context);
    },
    get token() {
      return ready(session);
    },
    idOf: (username) => memberIdOf(kit.t, username),
    get: (url, query = {}, token = kit.token) =>
      kit.t.call({ method: 'GET', url, headers: bearer(token), query }),
    post: (url, payload, token = kit.token, headers = {}) =>
      kit.t.call({ method: 'POST', url, headers: { ...bearer(token), ...headers }, payload }),
  };
  return kit;
}
