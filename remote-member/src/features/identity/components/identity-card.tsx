import { ErrorState, PageSpinner, useMount, useStreamValue } from '@mobile/react-kit';
import {
  isFreePlay,
  KYC_UPLOAD_QUERY,
  type KycStatus,
  kycCanSubmit,
  memberTypeOf,
} from '@mobile/shared-contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { useKycStatus } from '../api/kyc';
import './identity.css';

const IdentityUpload = lazy(() => import(/* webpackChunkName: "identity-upload" */ './identity-upload'));

const opensUpload = (search: string) =>
  new URLSearchParams(search).get('identity') === new URLSearchParams(KYC_UPLOAD_QUERY).get('identity');

/** Where the check stands, in words: the state, when it was sent or answered, the operator's reason. */
export function IdentityStateText({ status }: { status: KycStatus }) {
  const { t, i18n } = useTranslation(MEMBER_NS);
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(i18n.language) : '');
  return (
    <>
      <p className={`identity-state identity-state--${status.state}`}>
        <strong>{t(`identity.state.${status.state}`)}</strong>
      </p>
      {status.state === 'pending' ? (
        <p>{t('identity.pendingText', { date: date(status.submittedAt) })}</p>
      ) : null}
      {status.state === 'approved' ? <p>{t('identity.approvedText')}</p> : null}
      {status.state === 'rejected' ? (
        <p>{t('identity.rejectedText', { reason: status.reason ?? '' })}</p>
      ) : null}
      {status.state === 'none' ? <p>{t('identity.intro')}</p> : null}
      {status.requiredForWithdrawal && status.state !== 'approved' ? (
        <p className="identity-required">{t('identity.requiredText')}</p>
      ) : null}
    </>
  );
}

/** The security centre's identity verification (not for free play, which has no identity to verify). */
export function IdentityCard() {
  const { bus } = useMount();
  const session = useStreamValue(bus.session$);
  if (!session || isFreePlay(memberTypeOf(session))) return null;
  return <IdentityCheck />;
}

/** The state, and the upload when the member may send (none sent yet, or the last one rejected). */
function IdentityCheck() {
  const { t } = useTranslation(MEMBER_NS);
  const { location } = useMount();
  const status = useKycStatus();
  const [open, setOpen] = useState(() => opensUpload(location.search));
  const section = useRef<HTMLElement>(null);
  const linkedHere = useRef(open);
  useEffect(() => {
    if (linkedHere.current && status.isSuccess) section.current?.scrollIntoView?.({ block: 'start' });
  }, [status.isSuccess]);

  const canSubmit = status.isSuccess && kycCanSubmit(status.data.state);
  return (
    <section ref={section} id="identity" className="acct-card identity-card" aria-labelledby="identity-title">
      <h2 id="identity-title" className="identity-card__title">
        {t('identity.title')}
      </h2>
      {status.isPending ? (
        <PageSpinner />
      ) : status.isError ? (
        <ErrorState onRetry={() => status.refetch()} />
      ) : (
        <IdentityStateText status={status.data} />
      )}
      {canSubmit ? (
        <button
          type="button"
          className="mk-button mk-button--plain"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open
            ? t('identity.close')
            : status.data?.state === 'rejected'
              ? t('identity.resend')
              : t('identity.start')}
        </button>
      ) : null}
      {canSubmit && open ? (
        <Suspense fallback={<p>{t('identity.loading')}</p>}>
          <IdentityUpload onSent={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
