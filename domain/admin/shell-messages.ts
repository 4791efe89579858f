/** What the admin sign-in and shell say, worded once for the web and its tests. */
export const ADMIN_MESSAGES = {
  noAccess: 'This account does not have admin access.',
  errorTitle: 'Something went wrong',
  errorText: 'An error occurred while rendering this admin page',
  noResults: 'No results',
} as const;
