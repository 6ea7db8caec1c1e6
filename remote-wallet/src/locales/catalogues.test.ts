import { describeCatalogues } from '@mobile/react-kit/testing';
import CN from './CN.json';
import EN from './EN.json';
import JA from './JA.json';
import TH from './TH.json';
import TY from './TY.json';
import VI from './VI.json';

// Game category names used as they are in several languages.
describeCatalogues('wallet', { EN, TY, CN, JA, TH, VI }, [
  'bet.categories.RNG',
  'bet.categories.SPORTS',
  'bet.categories.ESPORTS',
  'bet.categories.POKER',
]);
