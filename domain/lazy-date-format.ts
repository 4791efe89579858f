/**
 * An `Intl.DateTimeFormat` built on its first use. Building one takes milliseconds on a phone (its locale and time
 * zone data are loaded then), so a module that declares its formatters up front would pay for all of them while the
 * page starts, used or not.
 */
export function lazyDateFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  let made: Intl.DateTimeFormat | undefined;
  const formatter = () => (made ??= new Intl.DateTimeFormat(locale, options));
  return {
    format: (date?: Date | number) => formatter().format(date),
    formatToParts: (date?: Date | number) => formatter().formatToParts(date),
  };
}
