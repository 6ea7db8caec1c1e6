import { ErrorState, PageSpinner } from '@mobile/react-kit';
import { LIMIT_KINDS } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { useProtectionState } from '../api/get-protection-state';
import { BreakSection } from './break-section';
import { LimitRow } from './limit-row';
import { RealityCheckSection } from './reality-check-section';

/** The member's tools: limits, reality check, time-out and self-exclusion. */
export function ProtectionTools() {
  const { t } = useTranslation(MEMBER_NS);
  const state = useProtectionState();
  if (state.isPending) return <PageSpinner />;
  if (state.isError) return <ErrorState onRetry={() => state.refetch()} />;
  return (
    <>
      <section className="acct-card rg-card" aria-labelledby="rg-limits">
        <h2 id="rg-limits">{t('responsible.limitsTitle')}</h2>
        <p>{t('responsible.limitsText')}</p>
        {LIMIT_KINDS.map((kind) => {
          const limit = state.data.limits.find((l) => l.kind === kind);
          return limit ? <LimitRow key={kind} limit={limit} /> : null;
        })}
      </section>
      <RealityCheckSection minutes={state.data.realityCheckMinutes} />
      <BreakSection />
    </>
  );
}
