// A worker that only sets up Intl: the browser's ICU data (time zones, number and date formats, plural rules)
// is shared by the whole page process, so the main thread's first Intl call (the time zone hint, i18next's
// language codes, the first amount drawn) no longer loads it: 15-30 ms on this machine, 4 times that on a
// phone, taken out of the start's tasks (decision 0701).
Intl.DateTimeFormat().resolvedOptions().timeZone;
new Intl.NumberFormat().format(1.5);
new Intl.PluralRules().select(1);
Intl.getCanonicalLocales('en');
// Its work is done: a worker that stays holds a thread and its memory for nothing.
(globalThis as unknown as { close(): void }).close();
