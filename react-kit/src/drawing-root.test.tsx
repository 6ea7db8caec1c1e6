import { apiQuery, queryKeyOf } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { useTranslation } from 'react-i18next';
import { DrawingRoot } from './drawing-root';
import { useMount } from './mount-context';
import { useStreamValue } from './use-stream-value';

const KEY = queryKeyOf('lotteryList', { language: 'TH' });

/** Reads what a page's first render reads: its texts, a query's answer, the address. */
function Page() {
  const { t } = useTranslation();
  const { location, api } = useMount();
  const answer = useQuery(apiQuery(api, 'lotteryList', { language: 'TH' }));
  return (
    <p>
      {t('title')} · {t('common:action.back')} · {t('common:action.retry')} ·{' '}
      {answer.data?.games.length ?? 'pending'} · {location.pathname}
    </p>
  );
}

const catalogues = {
  TH: { games: { title: 'หวย' }, common: { action: { back: 'กลับ' } } },
  EN: { common: { action: { back: 'Back', retry: 'Retry' } } },
};

/** Reads who the bus says is signed in, and the merchant's whitelabel features. */
function Who() {
  const { bus, merchant } = useMount();
  const session = useStreamValue(bus.session$);
  return (
    <p>
      {session ? `${session.id}/${session.type}` : 'guest'} ·{' '}
      {merchant?.whitelabel?.features.join(',') ?? '-'}
    </p>
  );
}

describe('DrawingRoot', () => {
  it("draws a page's first render with its answers, its namespace, common and common's fallback", () => {
    const html = renderToStaticMarkup(
      <DrawingRoot
        namespace="games"
        language="TH"
        catalogues={catalogues}
        answers={[[KEY, { prizeModeMapping: {}, games: [{}, {}] }]]}
        location={{ pathname: '/m/lottery', search: '' }}
      >
        <Page />
      </DrawingRoot>,
    );
    expect(html).toBe('<p>หวย · กลับ · Retry · 2 · /m/lottery</p>');
  });

  it('draws a query without an answer as pending (its loading state: the caller draws nothing then)', () => {
    const html = renderToStaticMarkup(
      <DrawingRoot
        namespace="games"
        language="TH"
        catalogues={catalogues}
        answers={[]}
        location={{ pathname: '/m/lottery', search: '' }}
      >
        <Page />
      </DrawingRoot>,
    );
    expect(html).toContain('pending');
  });

  it("gives a member's page the drawn member as the bus's session, and a guest's none", () => {
    const draw = (props: { session?: { id: number; type: number } }) =>
      renderToStaticMarkup(
        <DrawingRoot
          namespace="member"
          language="EN"
          catalogues={catalogues}
          answers={[]}
          location={{ pathname: '/m/member/home', search: '' }}
          merchant={{ whitelabel: { features: ['MAILCEN'], menu: {} } }}
          {...props}
        >
          <Who />
        </DrawingRoot>,
      );
    expect(draw({ session: { id: 7, type: 0 } })).toBe('<p>7/0 · MAILCEN</p>');
    expect(draw({})).toBe('<p>guest · MAILCEN</p>');
  });
});
