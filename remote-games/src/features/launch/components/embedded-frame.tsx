import { PageSpinner } from '@mobile/react-kit';
import { useState } from 'react';
import { frameSandbox } from '../rules/sandbox';

interface EmbeddedFrameProps {
  /** Already checked against the merchant's frame origins. */
  url: URL;
  title: string;
  /** Called after the frame's load event; the frame stays hidden until `shown`. */
  onLoad?: () => void;
  /** Defaults to showing the frame as soon as it has loaded. */
  shown?: boolean;
}

/** A sandboxed full-height frame with a spinner over it until it has loaded. */
export function EmbeddedFrame({ url, title, onLoad, shown }: EmbeddedFrameProps) {
  const [loaded, setLoaded] = useState(false);
  const visible = shown ?? loaded;
  return (
    <div className="launch-frame__body">
      {visible ? null : (
        <div className="launch-frame__loading">
          <PageSpinner />
        </div>
      )}
      <iframe
        className="launch-frame__iframe"
        src={url.href}
        title={title}
        sandbox={frameSandbox(url.origin, window.location.origin)}
        referrerPolicy="no-referrer"
        allow="fullscreen; autoplay"
        data-loaded={visible}
        style={{ visibility: visible ? 'visible' : 'hidden' }}
        onLoad={() => {
          setLoaded(true);
          onLoad?.();
        }}
      />
    </div>
  );
}
