import { deletePushSubscription } from '#web/api/push/delete-push-subscription.ts';

const GIVE_UP_MS = 3000;

/** This browser's push subscription, without waiting for a service worker that may never be registered. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager?.getSubscription()) ?? null;
}

/**
 * This browser stops getting the account's alerts: the server forgets it while the session still counts, then the
 * browser drops the subscription (done even when the server cannot be reached, so a shared device stays quiet).
 * Never throws and never takes more than a few seconds: sign-out must not wait on it.
 */
export async function forgetThisDevice(): Promise<void> {
  const work = (async () => {
    const subscription = await currentPushSubscription();
    if (!subscription) return;
    await deletePushSubscription(subscription.endpoint).catch(() => undefined);
    await subscription.unsubscribe();
  })().catch(() => undefined);
  await Promise.race([work, new Promise((resolve) => setTimeout(resolve, GIVE_UP_MS))]);
}
