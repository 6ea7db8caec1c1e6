import { createRenderParcelRoot } from '@mobile/react-kit/testing';
import { GAMES_NS } from '../load-locale';
import en from '../locales/EN.json';

// jsdom does not scroll; the window virtualiser restores the scroll offset when it mounts.
window.scrollTo = () => undefined;

/** Renders a component of remote-games as its parcel root would, with the EN catalogue. */
export const renderParcelRoot = createRenderParcelRoot(GAMES_NS, en);
