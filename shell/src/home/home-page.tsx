import { HOME_WIDGETS } from '@mobile/shared-contracts';
import { useShell } from '../app/shell-context';
import { RemoteArea } from '../federation/remote-area';
import { BannerCarousel } from './banner-carousel';
import { ContractPrompt } from './contract-prompt';
import { HomeFooter } from './home-footer';
import { InviteButton } from './invite-button';
import { LobbyNews } from './lobby-news';
import { LoginPopups } from './popups/login-popups';

/** Home frame: banners, widgets of enabled remotes (a disabled remote's are simply not shown), footer. */
export function HomePage() {
  const { enabledRemotes } = useShell();
  return (
    <div className="home-page">
      <BannerCarousel />
      {HOME_WIDGETS.filter((w) => enabledRemotes.includes(w.owner)).map((widget) => (
        <RemoteArea
          key={widget.id}
          owner={widget.owner}
          expose={widget.expose}
          variant="widget"
          reserveHeight={widget.reserveHeight}
        />
      ))}
      <LobbyNews />
      <HomeFooter />
      <InviteButton />
      <ContractPrompt />
      <LoginPopups />
    </div>
  );
}
