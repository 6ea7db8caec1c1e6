import {
  type ConsolidatedSettings,
  type countrySchema,
  demoRegisterField as field,
  type RegisterSettings,
  type Whitelabel,
} from '@mobile/shared-contracts';
import type * as v from 'valibot';

export type Countries = v.InferOutput<typeof countrySchema>;

/** `full` turns on every optional feature; `lite` is a small site with fewer switches and links. */
export type SiteProfile = 'full' | 'lite';

const SOCIAL_TYPES = ['YOUTUBE', 'INSTAGRAM', 'FACEBOOK', 'TELEGRAM', 'TIKTOK', 'TWITTER'];

/** Payment partners of the demo sites, by code; their footer icons are drawn by the static routes. */
export const PAYMENT_PARTNERS: Readonly<Record<string, string>> = {
  GCASH: 'GCash',
  MAYA: 'Maya',
  GRABPAY: 'GrabPay',
  BANK: 'Bank transfer',
  USDT: 'USDT',
};
const LITE_PAYMENTS = ['GCASH', 'MAYA'];

export const paymentIconPath = (code: string) => `/wps/static/payments/${code}.svg`;

export function consolidatedDefaults(
  code: string,
  siteName: string,
  profile: SiteProfile,
): ConsolidatedSettings {
  const full = profile === 'full';
  const slug = code.toLowerCase();
  return {
    merchantCode: code,
    siteName,
    switches: { MOBILEVERCODELOGIN3: full, FACEBOOKLOGIN3: false, GOOGLELOGIN3: false },
    mobileTemplate: { mem_cen: full ? 1 : 0, dep_func: full ? 1 : 0 },
    imageCdns: [],
    resources: [
      { resourceType: 'Android', url: `https://download.example/${slug}/app.apk` },
      { resourceType: 'IOS', url: `https://download.example/${slug}/app.ipa` },
      { resourceType: 'MOBILECONFIG', url: `https://download.example/${slug}/webclip.mobileconfig` },
      ...(full
        ? [
            { resourceType: 'LINE', url: `https://line.example/${slug}` },
            { resourceType: 'TASK', url: `https://task.example/${slug}` },
            ...SOCIAL_TYPES.map((type) => ({
              resourceType: type,
              url: `https://social.example/${type.toLowerCase()}/${slug}`,
            })),
          ]
        : [{ resourceType: 'TELEGRAM', url: `https://social.example/telegram/${slug}` }]),
    ],
    customerService: [
      { title: 'CS', path: `https://chat.example/${slug}` },
      ...(full ? [{ title: 'whatsapp', path: 'https://wa.example/639000000000' }] : []),
    ],
    speedTestUrl: full ? `https://speed.example/${slug}` : null,
    ageLimit: 21,
    copyright: `© ${siteName}. All rights reserved.`,
    currency: 'PHP',
    promos: { REFERRAL: full, MISSION: full },
    paymentPartners: (full ? Object.keys(PAYMENT_PARTNERS) : LITE_PAYMENTS).map((partner) => ({
      code: partner,
      name: PAYMENT_PARTNERS[partner] ?? partner,
      iconUrl: paymentIconPath(partner),
    })),
  };
}

const MENU_ENTRIES = [
  'myAccount',
  'deposit',
  'withdraw',
  'gameRecord',
  'transactionRecord',
  'profitAndLoss',
  'rewardCenter',
  'securityCenter',
  'pointMall',
  'mission',
  'teamOverview',
  'teamManagement',
  'redRain',
  'teamPnl',
  'teamBetting',
  'agentRebate',
  'teamRebate',
  'mail',
  'dividend',
];
const LITE_MENU_OFF = new Set(['pointMall', 'mission', 'redRain', 'dividend']);

export function whitelabelDefaults(profile: SiteProfile): Whitelabel {
  const full = profile === 'full';
  return {
    features: full ? ['CBS3', 'MAILCEN', 'DIVIDEND'] : ['MAILCEN'],
    menu: Object.fromEntries(MENU_ENTRIES.map((entry) => [entry, full || !LITE_MENU_OFF.has(entry)])),
  };
}

export const COUNTRIES: Countries = [
  { code: 'PH', name: 'Philippines', dialingCode: '63', isDefault: true },
  { code: 'VN', name: 'Vietnam', dialingCode: '84', isDefault: false },
  { code: 'TH', name: 'Thailand', dialingCode: '66', isDefault: false },
  { code: 'MY', name: 'Malaysia', dialingCode: '60', isDefault: false },
  { code: 'ID', name: 'Indonesia', dialingCode: '62', isDefault: false },
  { code: 'IN', name: 'India', dialingCode: '91', isDefault: false },
  { code: 'JP', name: 'Japan', dialingCode: '81', isDefault: false },
  { code: 'CN', name: 'China', dialingCode: '86', isDefault: false },
];

export function registerDefaults(profile: SiteProfile): RegisterSettings {
  const full = profile === 'full';
  return {
    usernameRegistration: true,
    mobileRegistration: full,
    captcha: true,
    fields: [
      field('username', true, true),
      field('password', true, true),
      field('confirmPassword', true, true),
      // Age gate (issue 14): the server checks the merchant's minimum age.
      field('birthDate', true, true),
      field('nickname', full, false),
      field('mobileNum', true, full),
      field('email', full, false),
      field('affiliateCode', true, false),
      field('payeeName', false, false),
      field('paymentPassword', false, false),
      field('verificationCode', full, false),
      ...['recommenderId', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo'].map(
        (name) => field(name, false, false),
      ),
    ],
  };
}
