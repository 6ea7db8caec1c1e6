import { describeCatalogues } from '@mobile/react-kit/testing';
import CN from './CN.json';
import EN from './EN.json';
import JA from './JA.json';
import TH from './TH.json';
import TY from './TY.json';
import VI from './VI.json';

/** Brand and network names read the same in every language. */
const NAMES = ['qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'email'].map(
  (f) => `register.field.${f}`,
);

describeCatalogues('member', { EN, TY, CN, JA, TH, VI }, [
  ...NAMES,
  'messageCentre.telegram',
  'app.android.title',
  'social.provider.google',
  'social.provider.facebook',
]);
