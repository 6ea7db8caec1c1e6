const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A draw's instant as the member's phone shows time: its own time zone, in the page's language (the
 * `<html lang>` the shell sets from the language picked).
 */
export function formatDrawTime(iso: string, lang: string = document.documentElement.lang): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang || undefined, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(lang, format);
  }
  return format.format(new Date(iso));
}
