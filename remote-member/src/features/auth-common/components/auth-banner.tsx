/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { useState } from 'react';
import { useAuthBanner } from '../api/use-auth-banner';
import defaultBanner from './default-banner.svg';

/** The tab's banner in a box of fixed aspect ratio (no layout shift); the default image when none. */
export function AuthBanner({ groups }: { groups: readonly string[] }) {
  const image = useAuthBanner(groups);
  // An image that fails to load gives way to the default one rather than a broken icon.
  const [broken, setBroken] = useState(false);
  const src = image && !broken ? image : defaultBanner;
  const busy = image === undefined;
  return (
    // While busy it carries react-kit's loading marker: the shell keeps the server's drawing of the page
    // (its banner in, the largest paint) until the banner is in here too (decision 0631).
    <div className="auth-banner" aria-busy={busy} {...(busy ? { 'data-mk-loading': '' } : {})}>
      {busy ? null : <img className="auth-banner__image" src={src} alt="" onError={() => setBroken(true)} />}
    </div>
  );
}
