import { REALITY_CHECK_MINUTES, type ResponsibleInfo } from '@mobile/shared-contracts';
import * as v from 'valibot';
import type { Db } from '../db/schema';
import { readSetting } from '../merchants/settings-store';

const ageLimitSchema = v.object({ ageLimit: v.number() });

/** A merchant's player-protection rules: ResponsibleInfo plus the time zone its months are counted in. */
export type ProtectionRules = ResponsibleInfo & { timeZone: string };

/** The operator's document (merchant setting 'protection'); every field optional. */
const storedSchema = v.partial(
  v.object({
    country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
    minimumAge: v.pipe(v.number(), v.integer(), v.minValue(18), v.maxValue(25)),
    timeZone: v.string(),
    realityCheckMinutes: v.picklist(REALITY_CHECK_MINUTES),
    helpline: v.object({ name: v.string(), phone: v.nullable(v.string()), url: v.nullable(v.string()) }),
  }),
);

/** Country of each demo merchant; others are international until configured. */
const MERCHANT_COUNTRY: Record<string, { country: string; timeZone: string }> = {
  demo: { country: 'PH', timeZone: 'Asia/Manila' },
  lite: { country: 'GB', timeZone: 'Europe/London' },
};

const HELPLINES: Record<string, ResponsibleInfo['helpline']> = {
  PH: { name: 'NCMH Crisis Hotline', phone: '1553', url: 'https://ncmh.gov.ph' },
  GB: {
    name: 'National Gambling Helpline (GamCare)',
    phone: '0808 8020 133',
    url: 'https://www.gamcare.org.uk',
  },
  INTL: { name: 'Gamblers Anonymous', phone: null, url: 'https://www.gamblersanonymous.org' },
};

/** PAGCOR: no play under 21 in the Philippines; elsewhere at least 18 (the merchant may set more). */
export function defaultMinimumAge(country: string): number {
  return country === 'PH' ? 21 : 18;
}

function validZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/** The age the merchant's consolidated settings state (the register page's agreement text). */
async function configuredAge(db: Db, merchantCode: string): Promise<number | undefined> {
  const parsed = v.safeParse(ageLimitSchema, await readSetting(db, merchantCode, 'consolidated'));
  return parsed.success ? parsed.output.ageLimit : undefined;
}

export async function protectionRulesOf(db: Db, merchantCode: string): Promise<ProtectionRules> {
  const parsed = v.safeParse(storedSchema, await readSetting(db, merchantCode, 'protection'));
  const stored = parsed.success ? parsed.output : {};
  const base = MERCHANT_COUNTRY[merchantCode] ?? { country: 'INTL', timeZone: 'UTC' };
  const country = stored.country ?? base.country;
  return {
    country,
    timeZone: validZone(stored.timeZone) ?? base.timeZone,
    minimumAge: Math.max(
      defaultMinimumAge(country),
      stored.minimumAge ?? (await configuredAge(db, merchantCode)) ?? 18,
    ),
    realityCheckMinutes: stored.realityCheckMinutes ?? 30,
    helpline: stored.helpline ?? HELPLINES[country] ?? HELPLINES.INTL ?? { name: '', phone: null, url: null },
  };
}

export async function protectionRulesOfMember(db: Db, memberId: number): Promise<ProtectionRules> {
  const member = await db
    .selectFrom('members')
    .select('merchant_code')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return protectionRulesOf(db, member.merchant_code);
}
