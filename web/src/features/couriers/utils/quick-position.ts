interface Sources {
  geolocation?: Pick<Geolocation, 'getCurrentPosition'> | undefined;
  permissions?: Pick<Permissions, 'query'> | undefined;
}

const browser = (): Sources =>
  typeof navigator === 'undefined'
    ? {}
    : { geolocation: navigator.geolocation, permissions: navigator.permissions };

/**
 * The phone's position for a report, if the app already may read it (never a new permission prompt) and a fix comes
 * within `timeoutMs`; null otherwise, and the server attaches the last shared position instead.
 */
export async function quickPosition(
  { geolocation, permissions }: Sources = browser(),
  timeoutMs = 3000,
): Promise<{ lat: number; lng: number } | null> {
  if (!geolocation || !permissions) return null;
  const state = await permissions
    .query({ name: 'geolocation' })
    .then((s) => s.state)
    .catch(() => 'denied');
  if (state !== 'granted') return null;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    const done = (value: { lat: number; lng: number } | null) => {
      clearTimeout(timer);
      resolve(value);
    };
    geolocation.getCurrentPosition(
      ({ coords }) => done({ lat: coords.latitude, lng: coords.longitude }),
      () => done(null),
      { maximumAge: 60_000, timeout: timeoutMs },
    );
  });
}
