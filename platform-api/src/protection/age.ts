const BIRTH_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date 'YYYY-MM-DD', or null. */
export function parseBirthDate(text: string): { year: number; month: number; day: number } | null {
  const match = BIRTH_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return { year, month, day };
}

/** Whole years between a birth date and a local date; a 29 February birthday counts on 1 March in other years. */
export function ageOn(
  birth: { year: number; month: number; day: number },
  today: { year: number; month: number; day: number },
): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}
