import { useMount } from '@mobile/react-kit';
import { DOWNLOAD_BANNER_PATHS } from '@mobile/shared-contracts';
import { useEffect, useState } from 'react';
import { stickySwitchPx } from '../rules/sticky-switch';

/**
 * Whether the page has scrolled past the sticky bar switch point (SPEC 9), read on scroll and resize.
 * The download bar's share of the point follows the paths that show the bar (the home paths).
 */
export function useStickySwitch(): boolean {
  const { location } = useMount();
  const downloadBar = DOWNLOAD_BANNER_PATHS.includes(location.pathname);
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const update = () => setStuck(window.scrollY >= stickySwitchPx(window.innerWidth, downloadBar));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [downloadBar]);
  return stuck;
}
