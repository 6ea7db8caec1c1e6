import { HOME_WIDGETS } from '@mobile/shared-contracts';
import { useShell } from '../app/shell-context';
import { RemoteArea } from '../federation/remote-area';

/** Home frame: widgets of enabled remotes; a disabled remote's widgets are simply not shown. */
export function HomePage() {
  const { enabledRemotes } = useShell();
  return (
    <div className="home-page">
      {HOME_WIDGETS.filter((w) => enabledRemotes.includes(w.owner)).map((widget) => (
        <RemoteArea key={widget.id} owner={widget.owner} expose={widget.expose} variant="widget" />
      ))}
    </div>
  );
}
