/** Test-only page (see THROW_ROUTE_FLAG): throws while rendering, to show the admin error screen. */
export function AdminThrowRoute(): never {
  throw new Error('Test error from the admin throw route');
}
