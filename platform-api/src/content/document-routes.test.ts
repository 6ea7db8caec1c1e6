import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SiteDocuments } from '@mobile/shared-contracts';
import { DOCUMENT_MAX_CHARACTERS } from '../operator/document-command';
import { runOperator } from '../operator/run-operator';
import { createTestContext, envelope, type TestContext } from '../test/test-context';

const DOCUMENTS = '/wps/system/documents';

describe('terms of use and privacy policy', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const read = async (lang: string, merchant = 'demo') => {
    const res = await t.call({
      method: 'GET',
      url: DOCUMENTS,
      query: { lang },
      headers: { 'x-merchant-code': merchant },
    });
    return {
      status: res.statusCode,
      value: res.statusCode === 200 ? envelope<SiteDocuments>(res).value : null,
    };
  };
  const setDocument = (...args: string[]) => runOperator(t.db, ['document', '--merchant', 'demo', ...args]);

  it('has none until the operator sets them: the site shows its own short text', async () => {
    expect(await read('EN')).toEqual({ status: 200, value: { terms: null, policy: null } });
  });

  it("serves the operator's text per language, each kind falling back to English on its own", async () => {
    expect(
      (await setDocument('--kind', 'terms', '--content', '<h2>Terms</h2><p>Play fair.</p>')).exitCode,
    ).toBe(0);
    expect(
      (await setDocument('--kind', 'terms', '--language', 'TH', '--content', '<p>เล่นอย่างยุติธรรม</p>'))
        .exitCode,
    ).toBe(0);
    const dir = await mkdtemp(path.join(tmpdir(), 'policy-'));
    await writeFile(path.join(dir, 'policy.html'), '<p>We keep your data safe.</p>');
    expect((await setDocument('--kind', 'policy', '--file', path.join(dir, 'policy.html'))).exitCode).toBe(0);

    const thai = await read('TH');
    expect(thai.value?.terms?.content).toBe('<p>เล่นอย่างยุติธรรม</p>');
    expect(thai.value?.policy?.content).toBe('<p>We keep your data safe.</p>');
    expect((await read('VI')).value?.terms?.content).toBe('<h2>Terms</h2><p>Play fair.</p>');
    // Another merchant's players never see this one's texts.
    expect((await read('EN', 'lite')).value).toEqual({ terms: null, policy: null });
  });

  it('replaces a text, strips script from it, and removes it again', async () => {
    await setDocument(
      '--kind',
      'policy',
      '--content',
      '<p onclick="steal()">Updated<script>alert(1)</script></p>',
    );
    const policy = (await read('EN')).value?.policy;
    expect(policy?.content).not.toMatch(/script|onclick/);
    expect(policy?.content).toContain('Updated');
    expect(JSON.parse((await setDocument('--kind', 'policy', '--remove', 'yes')).stdout)).toMatchObject({
      removed: 1,
    });
    expect((await read('EN')).value?.policy).toBeNull();
  });

  it('refuses a language it does not know, and bad operator input', async () => {
    expect((await read('XX')).status).toBe(400);
    expect((await setDocument('--kind', 'cookies', '--content', 'x')).exitCode).toBe(2);
    expect((await setDocument('--kind', 'terms')).exitCode).toBe(2);
    expect((await setDocument('--kind', 'terms', '--content', '   ')).exitCode).toBe(2);
    expect(
      (await setDocument('--kind', 'terms', '--content', 'x'.repeat(DOCUMENT_MAX_CHARACTERS + 1))).exitCode,
    ).toBe(2);
    expect(
      (await runOperator(t.db, ['document', '--merchant', 'nowhere', '--kind', 'terms', '--content', 'x']))
        .exitCode,
    ).toBe(2);
  });
});
