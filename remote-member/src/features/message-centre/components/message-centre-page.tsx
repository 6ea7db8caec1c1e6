import { PageTopBar, useMount, useStreamValue } from '@mobile/react-kit';
import {
  accessContextOf,
  accessVerdict,
  badgeText,
  FREE_REJECT_TOAST,
  loginHref,
} from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { type CentreEntry, messageCentreEntries } from '../message-centre-entries';
import './message-centre.css';

/** /m/message: the frame shows no header here, so the page has its own bar whose back goes home. */
export function MessageCentrePage() {
  const { bus, merchant, navigate } = useMount();
  const { t } = useTranslation(MEMBER_NS);
  const session = useStreamValue(bus.session$);
  const member = useStreamValue(bus.member$);
  const unread = useStreamValue(bus.unread$);
  const entries = messageCentreEntries({
    settings: merchant.settings,
    whitelabel: merchant.whitelabel,
    session,
    member,
    unread,
  });

  const select = (entry: CentreEntry) => {
    const { action } = entry;
    if (action.kind === 'chat') bus.emit({ type: 'open-chat' });
    else if (action.kind === 'page') {
      const verdict = accessVerdict(
        action.access,
        accessContextOf({ session, member, features: merchant.whitelabel.features }),
      );
      if (verdict === 'login') navigate(loginHref(action.path));
      else if (verdict === 'reject') bus.emit(FREE_REJECT_TOAST);
      else if (verdict === 'allow') navigate(action.path);
    }
  };

  return (
    <div className="member-centre-msg">
      <PageTopBar title={t('messageCentre.title')} />
      <ul className="member-centre-msg__list">
        {entries.map((entry) => {
          const label = t(`messageCentre.${entry.id}`);
          const badge = badgeText(entry.badge);
          const name = badge ? t('messageCentre.withUnread', { label, count: entry.badge }) : label;
          // The name comes from the content (no aria-label), so the visible words stay part of it.
          const content = (
            <>
              {badge ? (
                <>
                  <span aria-hidden="true">{label}</span>
                  <span className="mk-visually-hidden">{name}</span>
                </>
              ) : (
                <span>{label}</span>
              )}
              {badge ? (
                <span className="member-centre-msg__badge" aria-hidden="true">
                  {badge}
                </span>
              ) : null}
            </>
          );
          return (
            <li key={entry.id}>
              {entry.action.kind === 'external' ? (
                <a
                  className="member-centre-msg__entry"
                  href={entry.action.url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {content}
                </a>
              ) : (
                <button type="button" className="member-centre-msg__entry" onClick={() => select(entry)}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
