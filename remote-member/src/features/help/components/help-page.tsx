import { AppLink, EmptyState, ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import { sanitizeServerHtml } from '@mobile/react-kit/sanitize-html';
import { pathOf } from '@mobile/shared-contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { useHelpTopics } from '../api/use-help-topics';
import { helpIndexFrom } from '../help-index';
import './help.css';

/** /m/help?i=: side menu of topic titles; the chosen topic's server HTML after DOMPurify. */
export function HelpPage() {
  const { location, navigate } = useMount();
  const { t } = useTranslation(MEMBER_NS);
  const topics = useHelpTopics();
  const list = topics.data ?? [];
  const active = helpIndexFrom(location.search, list.length);
  const topic = list[active];
  const html = useMemo(() => sanitizeServerHtml(topic?.content ?? ''), [topic?.content]);

  if (topics.isPending) return <PageSpinner />;
  if (topics.isError)
    return topics.isFetching ? <PageSpinner /> : <ErrorState onRetry={() => topics.refetch()} />;
  const termsLink = (
    <AppLink className="member-help__terms" to={pathOf('terms')}>
      {t('help.termsLink')}
    </AppLink>
  );
  if (!topic)
    return (
      <>
        <EmptyState messageKey={`${MEMBER_NS}:help.empty`} />
        {termsLink}
      </>
    );
  return (
    <div className="member-help">
      <nav className="member-help__menu" aria-label={t('help.topics')}>
        <ul>
          {list.map((item, index) => (
            <li key={item.title}>
              <button
                type="button"
                className="member-help__topic"
                aria-current={index === active ? 'true' : undefined}
                onClick={() => navigate(`${pathOf('help')}?i=${index}`, { replace: true })}
              >
                {item.title}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <article className="member-help__content" aria-labelledby="member-help-title">
        <h2 id="member-help-title" className="member-help__title">
          {topic.title}
        </h2>
        <div
          className="member-help__html"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </article>
      {termsLink}
    </div>
  );
}
