import { type SocialResourceType, socialLinks } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { useShell } from '../app/shell-context';
import { linkTarget } from '../ui/link-target';

/** Short marks for the networks; the link carries the full name. */
const MARKS: Record<SocialResourceType, string> = {
  YOUTUBE: '▶',
  INSTAGRAM: 'IG',
  FACEBOOK: 'f',
  TELEGRAM: 'TG',
  TIKTOK: '♪',
  TWITTER: 'X',
};
const NAMES: Record<SocialResourceType, string> = {
  YOUTUBE: 'YouTube',
  INSTAGRAM: 'Instagram',
  FACEBOOK: 'Facebook',
  TELEGRAM: 'Telegram',
  TIKTOK: 'TikTok',
  TWITTER: 'X (Twitter)',
};

/** SPEC footer social icons: only the networks the site holds a link for. */
export function SocialLinks() {
  const { merchant } = useShell();
  const { t } = useTranslation('common');
  const links = socialLinks(merchant.settings.resources).flatMap((link) => {
    const target = linkTarget(link.url);
    return target?.kind === 'external' ? [{ type: link.type, url: target.url }] : [];
  });
  if (links.length === 0) return null;
  return (
    <nav className="home-footer__section" aria-label={t('home.social')}>
      <ul className="social-links">
        {links.map((link) => (
          <li key={link.type}>
            <a
              className={`social-links__link social-links__link--${link.type.toLowerCase()}`}
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {/* The name is the link's text (WCAG 2.5.3: a visible label is part of the accessible name). */}
              <span aria-hidden="true">{MARKS[link.type]}</span>
              <span className="mk-visually-hidden">{NAMES[link.type]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
