/** Push and notification-click handlers: written in full elsewhere; this keeps the worker's call in place. */
export function installPushHandlers(sw: ServiceWorkerGlobalScope): void {
  void sw;
}
