import { createRenderParcelRoot } from '@mobile/react-kit/testing';
import { GAMES_NS } from '../load-locale';
import en from '../locales/EN.json';

/** Renders a component of remote-games as its parcel root would, with the EN catalogue. */
export const renderParcelRoot = createRenderParcelRoot(GAMES_NS, en);
