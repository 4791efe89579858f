// The server modules' map the import rule enforces: who owns each schema file, and which files are shared libraries.

/**
 * Which module's repo writes the tables of each schema file (one owner per file). A module imports only the tables
 * it owns; read-only `*.queries.ts` files may read any (docs/architecture.md lists who reads what).
 */
export const TABLE_OWNERS = {
  'audit.ts': 'audit',
  'auth.ts': 'users',
  'cart.ts': 'cart',
  'catalog.ts': 'catalog',
  'import-jobs.ts': 'catalog',
  'media.ts': 'media',
  'giveaways.ts': 'giveaways',
  'chat.ts': 'chat',
  'compliance.ts': 'compliance',
  'content.ts': 'content',
  'couriers.ts': 'couriers',
  'door-checks.ts': 'couriers',
  'merchants.ts': 'merchants',
  'notifications.ts': 'notifications',
  'orders.ts': 'orders',
  'ratelimit.ts': 'ratelimit',
  'settings.ts': 'settings',
  'telemetry.ts': 'analytics',
  'risk.ts': 'orders',
};

/**
 * What a module may import from another besides its `*.service.ts` (the published surface): files that are a
 * shared library rather than the owner's internals.
 */
export const MODULE_LIBRARIES = [
  // The e-mail layout, pieces and renderer every module's e-mails are built with.
  /^server\/modules\/notifications\/email\/[^/]+\.tsx?$/,
  // Public URLs of stored media, for any read model that shows a picture.
  /^server\/modules\/media\/media-urls\.ts$/,
];
