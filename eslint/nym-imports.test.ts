import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { importsRule, ROOT } from './nym-imports.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
});
const at = (path: string) => join(ROOT, path);
const boundary = [{ messageId: 'boundary' }];

describe('a route calls its service, never its repo', () => {
  tester.run('nym/imports', importsRule, {
    valid: [
      { filename: at('server/modules/cart/cart.routes.ts'), code: "import { x } from './cart.service.ts';" },
      { filename: at('server/modules/cart/cart.service.ts'), code: "import { x } from './cart.repo.ts';" },
    ],
    invalid: [
      {
        filename: at('server/modules/cart/cart.routes.ts'),
        code: "import { x } from './cart.repo.ts';",
        errors: boundary,
      },
      {
        filename: at('server/modules/cart/cart.routes.ts'),
        code: "import { x } from '#server/modules/cart/cart.repo.ts';",
        errors: boundary,
      },
    ],
  });
});

describe('only routes import server/http', () => {
  tester.run('nym/imports', importsRule, {
    valid: [
      {
        filename: at('server/modules/cart/cart.routes.ts'),
        code: "import type { AppEnv } from '#server/http/context.ts';",
      },
      {
        filename: at('server/modules/cart/cart.service.ts'),
        code: "import { notFound } from '#server/lib/errors.ts';",
      },
    ],
    invalid: [
      {
        filename: at('server/modules/cart/cart.service.ts'),
        code: "import type { Services } from '#server/http/context.ts';",
        errors: boundary,
      },
      {
        filename: at('server/modules/cart/cart.repo.ts'),
        code: "import { x } from '../../http/validate.ts';",
        errors: boundary,
      },
    ],
  });
});

describe('a module imports only the tables it owns', () => {
  tester.run('nym/imports', importsRule, {
    valid: [
      {
        filename: at('server/modules/cart/cart.repo.ts'),
        code: "import { cartItems } from '#server/db/schema/cart.ts';",
      },
      {
        filename: at('server/modules/settings/settings.repo.ts'),
        code: "import { storeSettings } from '#server/db/schema/settings.ts';",
      },
      {
        filename: at('server/modules/notifications/outbox.repo.ts'),
        code: "import { notificationsOutbox } from '#server/db/schema/notifications.ts';",
      },
      {
        filename: at('server/modules/orders/orders.queries.ts'),
        code: "import { merchants } from '#server/db/schema/catalog.ts';",
      },
      {
        filename: at('server/modules/orders/orders.api.test.ts'),
        code: "import { products } from '#server/db/schema/catalog.ts';",
      },
    ],
    invalid: [
      {
        filename: at('server/modules/cart/cart.repo.ts'),
        code: "import { orders } from '#server/db/schema/orders.ts';",
        errors: boundary,
      },
      {
        filename: at('server/modules/couriers/deliveries.repo.ts'),
        code: "import { orders } from '#server/db/schema/orders.ts';",
        errors: boundary,
      },
      {
        filename: at('server/modules/settings/settings.repo.ts'),
        code: "import * as tables from '#server/db/schema/orders.ts';",
        errors: boundary,
      },
      {
        filename: at('server/modules/cart/cart.repo.ts'),
        code: "import { x } from '#server/db/schema/unknown.ts';",
        errors: boundary,
      },
      {
        filename: at('server/modules/orders/orders.service.ts'),
        code: "import { notificationPreferences } from '#server/db/schema/notifications.ts';",
        errors: boundary,
      },
      {
        filename: at('server/modules/settings/settings.repo.ts'),
        code: "import { storeSettings } from '#server/db/schema/orders.ts';",
        errors: boundary,
      },
      {
        filename: at('server/modules/users/users.repo.ts'),
        code: "import type { rateLimits } from '#server/db/schema/ratelimit.ts';",
        errors: boundary,
      },
    ],
  });
});

describe('a module imports from another only its service or a declared library', () => {
  tester.run('nym/imports', importsRule, {
    valid: [
      {
        filename: at('server/modules/admin/dashboard.service.ts'),
        code: "import type { OrdersDashboard } from '#server/modules/orders/dashboard.service.ts';",
      },
      {
        filename: at('server/modules/users/users.service.ts'),
        code: "import { renderEmail } from '#server/modules/notifications/email/render-email.ts';",
      },
      {
        filename: at('server/modules/users/emails/confirm-email.tsx'),
        code: "import { EmailLayout } from '#server/modules/notifications/email/layout.tsx';",
      },
      {
        filename: at('server/modules/catalog/product-media.queries.ts'),
        code: "import { mediaUrl } from '#server/modules/media/media-urls.ts';",
      },
      {
        filename: at('server/modules/admin/admin.routes.ts'),
        code: "import { adminOrdersRoutes } from '#server/modules/orders/admin-orders.routes.ts';",
      },
      {
        filename: at('server/modules/orders/orders.service.ts'),
        code: "import { worksFor } from './orders.queries.ts';",
      },
      {
        filename: at('server/modules/merchants/partner-review.service.ts'),
        code: "import { pageOf } from '#server/db/keyset.ts';",
      },
      {
        filename: at('server/modules/admin/dashboard.api.test.ts'),
        code: "import { orderKpis } from '#server/modules/orders/dashboard.queries.ts';",
      },
    ],
    invalid: [
      {
        filename: at('server/modules/admin/dashboard.service.ts'),
        code: "import { orderKpis } from '#server/modules/orders/dashboard.queries.ts';",
        errors: boundary,
      },
      {
        filename: at('server/modules/users/staff-users.service.ts'),
        code: "import { auditLogPage } from '../audit/audit.queries.ts';",
        errors: boundary,
      },
      {
        filename: at('server/modules/couriers/access.service.ts'),
        code: "import { hashSecret } from '#server/modules/users/auth.ts';",
        errors: boundary,
      },
      {
        filename: at('server/modules/catalog/catalog.queries.ts'),
        code: "import { findOrder } from '#server/modules/orders/orders.repo.ts';",
        errors: boundary,
      },
      {
        filename: at('server/modules/orders/orders.service.ts'),
        code: "import { adminUsersRoutes } from '#server/modules/users/admin-users.routes.ts';",
        errors: boundary,
      },
      {
        filename: at('server/modules/users/users.service.ts'),
        code: "import { orderEmail } from '#server/modules/notifications/emails/order-email.tsx';",
        errors: boundary,
      },
      {
        filename: at('server/modules/giveaways/winners.service.ts'),
        code: "import { pageOf } from '#server/modules/couriers/staff-cursor.ts';",
        errors: boundary,
      },
    ],
  });
});

describe('the demo seed imports no repo', () => {
  tester.run('nym/imports', importsRule, {
    valid: [
      {
        filename: at('server/seed/seed-accounts.ts'),
        code: "import { insertAccount } from '#server/modules/users/users.service.ts';",
      },
      {
        filename: at('server/seed/seed-accounts.ts'),
        code: "import { couriers } from '#server/db/schema/couriers.ts';",
      },
    ],
    invalid: [
      {
        filename: at('server/seed/seed-accounts.ts'),
        code: "import { insertUserWithProfile } from '#server/modules/users/users.repo.ts';",
        errors: boundary,
      },
    ],
  });
});

describe('server/db never imports a module', () => {
  tester.run('nym/imports', importsRule, {
    valid: [{ filename: at('server/db/client.ts'), code: "import { x } from '#server/config/env.ts';" }],
    invalid: [
      {
        filename: at('server/db/client.ts'),
        code: "import { x } from '#server/modules/users/users.service.ts';",
        errors: boundary,
      },
    ],
  });
});

describe('only test code imports server/test-support', () => {
  const code = "import { x } from '#server/test-support/test-app.ts';";
  tester.run('nym/imports', importsRule, {
    valid: [
      { filename: at('server/modules/cart/cart.api.test.ts'), code },
      { filename: at('server/test-support/guests.ts'), code },
      { filename: at('e2e/shop/browse.spec.ts'), code },
      { filename: at('bench/run.ts'), code },
    ],
    invalid: [
      { filename: at('server/modules/cart/cart-totals.service.ts'), code, errors: boundary },
      { filename: at('server/main.ts'), code, errors: boundary },
    ],
  });
});

describe('domain stays isomorphic', () => {
  const invalid = [
    'drizzle-orm',
    'drizzle-orm/pg-core',
    'hono',
    'pg',
    'ws',
    '@electric-sql/pglite',
    'better-auth',
    'node:fs',
    'react',
  ].map((pkg) => ({
    filename: at('domain/new-rule.ts'),
    code: `import { x } from '${pkg}';`,
    errors: boundary,
  }));
  tester.run('nym/imports', importsRule, {
    valid: [
      { filename: at('domain/new-rule.ts'), code: "import { z } from 'zod';" },
      { filename: at('domain/new-rule.ts'), code: "import { x } from '#domain/pricing.ts';" },
    ],
    invalid,
  });
});

describe('file names are kebab-case', () => {
  const code = 'export const x = 1;';
  const fileName = [{ messageId: 'fileName' }];
  tester.run('nym/imports', importsRule, {
    valid: [
      { filename: at('web/src/components/order-status-badge.tsx'), code },
      { filename: at('server/modules/orders/orders.api.test.ts'), code },
      { filename: at('e2e/shop/checkout.phone.spec.ts'), code },
      { filename: at('vitest.config.ts'), code },
    ],
    invalid: [
      { filename: at('web/src/components/OrderStatusBadge.tsx'), code, errors: fileName },
      { filename: at('server/modules/orders/order_codes.ts'), code, errors: fileName },
      { filename: at('web/src/featureFlags/flags.ts'), code, errors: fileName },
    ],
  });
});

describe('no import cycles', () => {
  const root = mkdtempSync(join(tmpdir(), 'nym-imports-'));
  const files: Record<string, string> = {
    'server/a.ts': "import { b } from './b.ts';\nexport const a = 1;\n",
    'server/b.ts': "import { c } from '#server/c.ts';\nexport const b = 1;\n",
    'server/c.ts': "import { a } from './a.ts';\nexport const c = 1;\n",
    'server/d.ts': "import type { a } from './a.ts';\nexport const d = 1;\n",
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const settings = { nym: { root } };
  tester.run('nym/imports', importsRule, {
    valid: [
      { filename: join(root, 'server/d.ts'), code: files['server/d.ts']!, settings },
      { filename: join(root, 'server/e.ts'), code: "import { a } from './a.ts';", settings },
      { filename: join(root, 'server/a.ts'), code: "import type { b } from './b.ts';", settings },
    ],
    invalid: [
      {
        filename: join(root, 'server/a.ts'),
        code: files['server/a.ts']!,
        settings,
        errors: [
          {
            messageId: 'cycle',
            data: { path: 'server/a.ts → server/b.ts → server/c.ts → server/a.ts' },
          },
        ],
      },
    ],
  });
});

describe('each area of a role app is a feature of its own', () => {
  tester.run('nym/imports', importsRule, {
    valid: [
      {
        filename: at('web/src/features/admin/orders/components/orders-table.tsx'),
        code: "import { x } from '../api/get-admin-orders.ts';",
      },
      {
        filename: at('web/src/features/admin/giveaways/list/components/giveaways-table.tsx'),
        code: "import { x } from '../../form/utils/ny-time.ts';",
      },
      {
        filename: at('web/src/features/admin/couriers/components/couriers-filters.tsx'),
        code: "import { FilterSelect } from '#web/components/data-table/filter-select.tsx';",
      },
      {
        filename: at('web/src/app/routes/admin/risk-factors.tsx'),
        code: "import { x } from '#web/features/admin/orders/components/cancel-order-dialog.tsx';",
      },
      {
        filename: at('web/src/features/admin/components/admin-shell.tsx'),
        code: "import { x } from '../utils/admin-nav.ts';",
      },
    ],
    invalid: [
      {
        filename: at('web/src/features/admin/couriers/components/couriers-filters.tsx'),
        code: "import { x } from '#web/features/admin/orders/components/order-search.tsx';",
        errors: boundary,
      },
      {
        filename: at('web/src/features/admin/couriers/components/couriers-filters.tsx'),
        code: "import { x } from '../../orders/components/order-search.tsx';",
        errors: boundary,
      },
      {
        filename: at('web/src/features/merchant/reports/components/sales-chart.tsx'),
        code: "import { x } from '#web/features/admin/system/components/bar-chart.tsx';",
        errors: boundary,
      },
      {
        filename: at('web/src/features/merchant/orders/components/order-board.tsx'),
        code: "import { x } from '#web/features/merchant/reports/utils/sales-period.ts';",
        errors: boundary,
      },
      {
        filename: at('web/src/features/admin/system/api/get-dashboard.ts'),
        code: "import { x } from '#web/features/admin/hooks/use-orders-refresh.ts';",
        errors: boundary,
      },
    ],
  });
});
