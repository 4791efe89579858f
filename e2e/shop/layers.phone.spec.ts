import { test } from '../fixtures.ts';
import { firstVisitToOrder } from './layers-journey.ts';

test.use({ ageVerified: false, signupPrompt: true });

test('phone: from the age gate to Place order nothing floats over the task and no promotion pops up', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await firstVisitToOrder(page, { phone: true });
});
