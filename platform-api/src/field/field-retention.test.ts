import { createTestContext, type TestContext } from '../test/test-context';
import { FIELD_MINUTES_RETENTION_MS, FIELD_RAW_RETENTION_MS, pruneFieldRows } from './field-retention';
import { recordFieldBatch } from './field-store';

describe('field rows retention', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const record = (sessionId: string, at: Date) =>
    recordFieldBatch(
      t.db,
      {
        merchantCode: 'demo',
        sessionId,
        events: [{ kind: 'view', page: 'home', owner: 'shell', version: '1.0.0', arm: 'stable' }],
      },
      at,
    );

  it('prunes raw events past two days and minute counts past five weeks, keeping the rest', async () => {
    const now = new Date('2026-11-27T06:00:00Z');
    await record(
      'retention-old-minutes-000000000',
      new Date(now.getTime() - FIELD_MINUTES_RETENTION_MS - 60_000),
    );
    await record(
      'retention-old-raw-0000000000000',
      new Date(now.getTime() - FIELD_RAW_RETENTION_MS - 60_000),
    );
    await record('retention-recent-00000000000000', new Date(now.getTime() - 60_000));

    expect(await pruneFieldRows(t.db, now)).toEqual({ events: 2, minutes: 1 });
    const sessions = await t.db.selectFrom('field_events').select('session_id').execute();
    expect(sessions.map((s) => s.session_id)).toEqual(['retention-recent-00000000000000']);
    const minutes = await t.db
      .selectFrom('field_minutes')
      .select(['minute', 'count'])
      .orderBy('minute')
      .execute();
    expect(minutes.map((m) => [m.minute, Number(m.count)])).toEqual([
      ['2026-11-25T05:59', 1],
      ['2026-11-27T05:59', 1],
    ]);
    expect(await pruneFieldRows(t.db, now)).toEqual({ events: 0, minutes: 0 });
  });

  it('adds to the minute counts of concurrent batches without losing one', async () => {
    const at = new Date('2026-11-27T06:30:10Z');
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => record(`concurrent-${String(i).padStart(20, '0')}`, at)),
    );
    const row = await t.db
      .selectFrom('field_minutes')
      .select('count')
      .where('minute', '=', '2026-11-27T06:30')
      .where('kind', '=', 'view')
      .executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(8);
  });
});
