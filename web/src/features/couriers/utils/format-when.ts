const FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Business time is New York time, wherever the courier's phone thinks it is. */
export const formatWhen = (iso: string) => FORMAT.format(new Date(iso));
