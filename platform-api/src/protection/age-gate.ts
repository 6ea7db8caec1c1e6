import type { Db } from '../db/schema';
import { ApiError } from '../http/api-error';
import { ageOn, parseBirthDate } from './age';
import { protectionRulesOf } from './merchant-rules';
import { localDate } from './periods';

/**
 * Registration's age gate: the birth date must be a real date and the player at least the merchant's
 * minimum age (21 in the Philippines, else 18 or configured) on today's date in the merchant's time zone.
 * Returns the date to store.
 */
export async function checkBirthDate(db: Db, merchantCode: string, text: string, now: Date): Promise<string> {
  const birth = parseBirthDate(text.trim());
  if (!birth) throw new ApiError('BAD_REQUEST', 400, { field: 'birthDate' });
  const rules = await protectionRulesOf(db, merchantCode);
  if (ageOn(birth, localDate(now, rules.timeZone)) < rules.minimumAge)
    throw new ApiError('UNDER_AGE', 403, { field: 'birthDate', minimumAge: rules.minimumAge });
  return text.trim();
}
