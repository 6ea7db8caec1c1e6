import { createRenderParcelRoot } from '@mobile/react-kit/testing';
import { WALLET_NS } from '../load-locale';
import en from '../locales/EN.json';

/** Renders a component of remote-wallet as its parcel root would, with the EN catalogue. */
export const renderParcelRoot = createRenderParcelRoot(WALLET_NS, en);
