import { useState } from 'react';
import { useAuthBanner } from '../api/use-auth-banner';
import defaultBanner from './default-banner.svg';

/** The tab's banner in a box of fixed aspect ratio (no layout shift); the default image when none. */
export function AuthBanner({ groups }: { groups: readonly string[] }) {
  const image = useAuthBanner(groups);
  // An image that fails to load gives way to the default one rather than a broken icon.
  const [broken, setBroken] = useState(false);
  const src = image && !broken ? image : defaultBanner;
  return (
    <div className="auth-banner" aria-busy={image === undefined}>
      {image === undefined ? null : (
        <img className="auth-banner__image" src={src} alt="" onError={() => setBroken(true)} />
      )}
    </div>
  );
}
