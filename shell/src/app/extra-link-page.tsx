import type { ExtraRoute } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import './extra-link-page.css';

/**
 * A merchant's extra route to a link: the page in a sandboxed frame under the site's own frame (titled
 * bar, tab bar). Only https links on the merchant's frame origins get here (`resolveExtraRoutes`), and
 * the sandbox never allows top navigation; a link to open it in a new tab is kept for sites that refuse
 * to be framed.
 */
export function ExtraLinkPage({ route }: { route: ExtraRoute }) {
  const { t } = useTranslation('common');
  return (
    <section className="extra-link" aria-label={route.title}>
      <iframe
        className="extra-link__frame"
        src={route.target}
        title={route.title}
        sandbox="allow-scripts allow-forms allow-popups allow-same-origin"
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <a className="extra-link__open" href={route.target} target="_blank" rel="noopener noreferrer">
        {t('frame.openInNewTab', { title: route.title })}
      </a>
    </section>
  );
}
