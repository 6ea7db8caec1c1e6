import fs from 'node:fs';
import { ENDPOINTS, type KycStatus } from '@mobile/shared-contracts';
import { runOperator } from '../operator/run-operator';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { ELF, EXE, JPEG, jpeg, PNG, png, storedFiles, uploadRequest, useTempKycDir } from './kyc-test-kit';

const dir = useTempKycDir();
const MB = 1024 * 1024;

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const status = async (token: string) =>
  t.call({ url: ENDPOINTS.kycStatus.path, headers: { 'x-merchant-code': 'demo', ...bearer(token) } });
const upload = async (token: string | null, parts: Parameters<typeof uploadRequest>[1]) =>
  t.call(await uploadRequest(token, parts));
const submissions = async () =>
  Number(
    (
      await t.db
        .selectFrom('kyc_submissions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const operator = (...args: string[]) => runOperator(t.db, ['kyc', '--merchant', 'demo', ...args]);
const pendingIdOf = async (user: string) => {
  const out = await operator('--list');
  const list = JSON.parse(out.stdout) as { submissions: { id: number; user: string }[] };
  const found = list.submissions.find((s) => s.user === user);
  if (!found) throw new Error(`no pending submission of ${user}`);
  return found.id;
};

/** Nothing is kept of a refused upload: no row, no file. */
async function expectRefused(res: { statusCode: number; body: string }, httpStatus: number, code: string) {
  expect([res.statusCode, envelope(res).code]).toEqual([httpStatus, code]);
  expect(envelope(res).success).toBe(false);
}

describe('identity verification: state and upload', () => {
  it('starts as not started, with the merchant setting off', async () => {
    const token = await t.login('player2');
    const res = await status(token);
    expect(res.statusCode).toBe(200);
    expect(envelope<KycStatus>(res).value).toEqual({
      state: 'none',
      reason: null,
      submittedAt: null,
      reviewedAt: null,
      images: 0,
      requiredForWithdrawal: false,
    });
  });

  it('takes two images (png and jpg by their bytes), keeps them outside the web root, and is pending', async () => {
    const token = await t.login('player1');
    const before = storedFiles(dir).length;
    const res = await upload(token, [png(), jpeg()]);
    expect(res.statusCode).toBe(200);
    expect(envelope<KycStatus>(res).value).toMatchObject({ state: 'pending', images: 2, reason: null });
    expect(envelope<KycStatus>(await status(token)).value.state).toBe('pending');
    const files = storedFiles(dir);
    expect(files.length).toBe(before + 2);
    for (const name of files) {
      expect(name).toMatch(/^[0-9a-f]{32}$/);
      expect(fs.statSync(`${dir}/${name}`).mode & 0o777).toBe(0o600);
    }
    // Waiting for review: a second set is refused before a byte is stored.
    await expectRefused(await upload(token, [png()]), 409, 'KYC_NOT_OPEN');
    expect(storedFiles(dir).length).toBe(before + 2);
  });

  describe('bad input keeps nothing', () => {
    let token: string;
    let rows: number;
    let files: number;
    beforeAll(async () => {
      token = await t.login('player0');
    });
    beforeEach(async () => {
      rows = await submissions();
      files = storedFiles(dir).length;
    });
    afterEach(async () => {
      expect(await submissions()).toBe(rows);
      expect(storedFiles(dir).length).toBe(files);
      expect(envelope<KycStatus>(await status(token)).value.state).toBe('none');
    });

    it('a 6 MB image (the first image fine): too large, stopped at 5 MB', async () => {
      await expectRefused(
        await upload(token, [png(), { bytes: JPEG(6 * MB), type: 'image/jpeg', name: 'big.jpg' }]),
        413,
        'KYC_IMAGE_TOO_LARGE',
      );
    });

    it('one byte over 5 MB is refused', async () => {
      const over = { bytes: PNG(5 * MB - 8 + 1), type: 'image/png', name: 'over.png' };
      await expectRefused(await upload(token, [over]), 413, 'KYC_IMAGE_TOO_LARGE');
    });

    it('a renamed executable: ELF bytes named .png and sent as image/png, an EXE as image/jpeg', async () => {
      await expectRefused(
        await upload(token, [png(), { bytes: ELF, type: 'image/png', name: 'passport.png' }]),
        400,
        'KYC_IMAGE_INVALID',
      );
      await expectRefused(
        await upload(token, [{ bytes: EXE, type: 'image/jpeg', name: 'id.jpg' }]),
        400,
        'KYC_IMAGE_INVALID',
      );
    });

    it('bytes and claimed type must agree; other types, empty files and short files are refused', async () => {
      for (const part of [
        { bytes: PNG(), type: 'image/jpeg', name: 'a.jpg' },
        { bytes: PNG(), type: 'application/octet-stream', name: 'a.png' },
        { bytes: Buffer.from('%PDF-1.7\n'), type: 'application/pdf', name: 'id.pdf' },
        { bytes: Buffer.alloc(0), type: 'image/png', name: 'empty.png' },
        { bytes: Buffer.from([0x89, 0x50]), type: 'image/png', name: 'short.png' },
      ])
        await expectRefused(await upload(token, [part]), 400, 'KYC_IMAGE_INVALID');
    });

    it('a fourth image: refused, and the first three are not kept', async () => {
      await expectRefused(
        await upload(token, [png('1.png'), png('2.png'), jpeg('3.jpg'), png('4.png')]),
        413,
        'KYC_IMAGE_COUNT',
      );
    });

    it('no image, a text field, another field name, a JSON body: refused', async () => {
      await expectRefused(await upload(token, []), 400, 'KYC_IMAGE_COUNT');
      await expectRefused(
        await upload(token, [png(), { field: 'memberId', text: '1' }]),
        400,
        'KYC_IMAGE_INVALID',
      );
      await expectRefused(await upload(token, [{ ...png(), field: 'file' }]), 400, 'KYC_IMAGE_INVALID');
      await expectRefused(await upload(token, [{ ...png(), field: '__proto__' }]), 400, 'KYC_IMAGE_INVALID');
      const json = await t.call({
        method: 'POST',
        url: ENDPOINTS.submitKyc.path,
        payload: { images: [PNG().toString('base64')] },
        headers: { 'x-merchant-code': 'demo', ...bearer(token) },
      });
      await expectRefused(json, 400, 'KYC_IMAGE_INVALID');
    });
  });

  it('takes an image of exactly 5 MB', async () => {
    const token = await t.login('agent40');
    const res = await upload(token, [{ bytes: PNG(5 * MB - 8), type: 'image/png', name: 'exact.png' }]);
    expect(envelope<KycStatus>(res).value).toMatchObject({ state: 'pending', images: 1 });
  });

  it('refuses free play and guests', async () => {
    const trial = await t.login('trial4');
    await expectRefused(await status(trial), 403, 'FREE_REJECT');
    await expectRefused(await upload(trial, [png()]), 403, 'FREE_REJECT');
    await expectRefused(await upload(null, [png()]), 401, 'NOT_LOGGED_IN');
  });

  it('answers for the caller only, whatever submission or member id the request names', async () => {
    const victimId = await pendingIdOf('player1');
    const attacker = await t.login('agent41');
    const res = await t.call({
      url: ENDPOINTS.kycStatus.path,
      query: { id: String(victimId), submissionId: String(victimId), memberId: '1' },
      headers: { 'x-merchant-code': 'demo', ...bearer(attacker) },
    });
    expect(envelope<KycStatus>(res).value.state).toBe('none');
    // The same user name on another merchant: that member's state, not demo's player1.
    const lite = await t.login('player1', 'lite');
    const other = await t.call({
      url: ENDPOINTS.kycStatus.path,
      headers: { 'x-merchant-code': 'lite', ...bearer(lite) },
    });
    expect(envelope<KycStatus>(other).value.state).toBe('none');
  });

  it('two uploads at once: one is pending, the other refused and its files removed', async () => {
    const token = await t.login('agent42');
    const files = storedFiles(dir).length;
    const [a, b] = await Promise.all([upload(token, [png()]), upload(token, [jpeg(), png()])]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const kept = a.statusCode === 200 ? 1 : 2;
    expect(storedFiles(dir).length).toBe(files + kept);
    const pending = await t.db
      .selectFrom('kyc_submissions')
      .innerJoin('members', 'members.id', 'kyc_submissions.member_id')
      .select('kyc_submissions.id')
      .where('members.username', '=', 'agent42')
      .where('members.merchant_code', '=', 'demo')
      .execute();
    expect(pending).toHaveLength(1);
  });
});

describe('operator kyc', () => {
  it('lists pending submissions with each image file, approves once, and the member sees it', async () => {
    const out = await operator('--list');
    expect(out.exitCode).toBe(0);
    const list = JSON.parse(out.stdout) as {
      directory: string;
      submissions: { id: number; user: string; status: string; images: { file: string; bytes: number }[] }[];
    };
    expect(list.directory).toBe(dir);
    const mine = list.submissions.find((s) => s.user === 'player1');
    expect(mine?.images).toHaveLength(2);
    expect(fs.readFileSync(mine?.images[0]?.file ?? '').subarray(0, 8)).toEqual(PNG().subarray(0, 8));

    const id = String(mine?.id);
    expect((await operator('--approve', id)).exitCode).toBe(0);
    // Once: an answered submission is no longer pending.
    expect((await operator('--approve', id)).exitCode).toBe(2);
    const token = await t.login('player1');
    expect(envelope<KycStatus>(await status(token)).value).toMatchObject({ state: 'approved', reason: null });
    // Approved: nothing more is taken.
    expect((await upload(token, [png()])).statusCode).toBe(409);
  });

  it('rejects with a reason the member reads, and the member sends again', async () => {
    const id = String(await pendingIdOf('agent42'));
    expect((await operator('--reject', id)).exitCode).toBe(2);
    expect((await operator('--reject', id, '--reason', 'The photo is blurred.')).exitCode).toBe(0);
    const token = await t.login('agent42');
    expect(envelope<KycStatus>(await status(token)).value).toMatchObject({
      state: 'rejected',
      reason: 'The photo is blurred.',
    });
    const again = await upload(token, [jpeg()]);
    expect(envelope<KycStatus>(again).value).toMatchObject({ state: 'pending', reason: null, images: 1 });
  });

  it('copies an image out for the operator, never over a file', async () => {
    const id = String(await pendingIdOf('agent42'));
    const out = `${dir}/export-${Date.now()}.jpg`;
    const res = await operator('--export', id, '--out', out);
    expect(res.exitCode).toBe(0);
    expect(fs.readFileSync(out)).toEqual(JPEG());
    expect((await operator('--export', id, '--out', out)).exitCode).toBe(1);
    fs.rmSync(out);
  });

  it("refuses another merchant's submission id, unknown ids and unclear commands", async () => {
    const id = String(await pendingIdOf('agent42'));
    for (const args of [
      ['--approve', id],
      ['--reject', id, '--reason', 'x'],
      ['--export', id, '--out', `${dir}/never.png`],
    ]) {
      const res = await runOperator(t.db, ['kyc', '--merchant', 'lite', ...args]);
      expect(res.exitCode).toBe(2);
    }
    expect(fs.existsSync(`${dir}/never.png`)).toBe(false);
    expect((await operator('--approve', '99999')).exitCode).toBe(2);
    expect((await operator('--approve', '1; drop table')).exitCode).toBe(2);
    expect((await operator('--list', '--approve', id)).exitCode).toBe(2);
    expect((await operator()).exitCode).toBe(2);
    expect(envelope<KycStatus>(await status(await t.login('agent42'))).value.state).toBe('pending');
  });
});
