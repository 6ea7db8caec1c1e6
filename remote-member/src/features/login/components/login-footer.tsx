/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { useMount, useStreamValue } from '@mobile/react-kit';
import { isInstalledContext, languageLabel, SELECTABLE_LANGUAGES } from '@mobile/shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bannerImageSrc, browserInstallContext, gameLaunchHref } from '../../auth-common';
import { useFooterHotGames } from '../api/use-footer-hot-games';

/** SPEC login footer: language selector, up to 4 hot games, copyright, speed test outside app/PWA. */
export function LoginFooter() {
  const { t } = useTranslation();
  const { bus, merchant, navigate } = useMount();
  const language = useStreamValue(bus.language$);
  const hot = useFooterHotGames();
  // Not installed on the server (the frame service's drawing leaves the footer out: its hot games are not in).
  const [installed] = useState(
    () => typeof window !== 'undefined' && isInstalledContext(browserInstallContext()),
  );
  const { copyright, speedTestUrl, imageCdns } = merchant.settings;

  // Drawn whole once the hot games have answered: last on the page, it then pushes nothing, where the games
  // arriving inside a drawn footer would push the copyright and speed test down (decision 0481).
  if (hot.isPending) return null;
  return (
    <footer className="auth-footer">
      <fieldset className="auth-footer__languages">
        <legend className="mk-visually-hidden">{t('auth.language')}</legend>
        {SELECTABLE_LANGUAGES.map((code) => (
          <button
            key={code}
            type="button"
            className="auth-toggle__option"
            aria-pressed={code === language}
            lang={code === 'TY' ? 'fil' : code.toLowerCase()}
            onClick={() => bus.emit({ type: 'set-language', language: code })}
          >
            {languageLabel(code)}
          </button>
        ))}
      </fieldset>
      {hot.data && hot.data.length > 0 ? (
        <ul className="auth-footer__games" aria-label={t('login.hotGames')}>
          {hot.data.map(({ category, game }) => (
            <li key={`${game.vassalage}-${game.nodeId}`}>
              <button
                type="button"
                className="auth-footer__game"
                onClick={() => navigate(gameLaunchHref(category, game))}
              >
                <img
                  src={bannerImageSrc(game.iconUrl, imageCdns) ?? ''}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                />
                <span>{game.displayName || game.gameName}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {copyright ? <p className="auth-footer__copyright">{copyright}</p> : null}
      {speedTestUrl && !installed ? (
        <a className="auth-link" href={speedTestUrl} target="_blank" rel="noopener noreferrer">
          {t('login.speedTest')}
        </a>
      ) : null}
    </footer>
  );
}
