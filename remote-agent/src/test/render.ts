import { createRenderParcelRoot } from '@mobile/react-kit/testing';
import { AGENT_NS } from '../load-locale';
import en from '../locales/EN.json';

/** Renders a component of remote-agent as its parcel root would, with the EN catalogue. */
export const renderParcelRoot = createRenderParcelRoot(AGENT_NS, en);
