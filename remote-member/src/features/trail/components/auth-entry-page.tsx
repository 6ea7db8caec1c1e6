import { useMount } from '@mobile/react-kit';
import { LoginRegisterPage } from '../../auth-common';
import { TRAIL_PATH } from '../trail-state';
import { TrailPage } from './trail-page';

/**
 * The parcel behind login, register and the free-play entry: /m/trail rides on the login page's code
 * (free-play login lives there) instead of a parcel of its own (remoteEntry.js has no room for one).
 */
export function AuthEntryPage() {
  const { location } = useMount();
  return location.pathname === TRAIL_PATH ? <TrailPage /> : <LoginRegisterPage />;
}
