import { describeCatalogues } from '@mobile/react-kit/testing';
import CN from './CN.json';
import EN from './EN.json';
import JA from './JA.json';
import TH from './TH.json';
import TY from './TY.json';
import VI from './VI.json';

// A name and play type joined by a colon, and 'OK', read the same in these languages.
describeCatalogues('games', { EN, TY, CN, JA, TH, VI }, ['lottery.playAs', 'task.confirm']);
