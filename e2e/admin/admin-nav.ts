import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** Opens an admin page from the sidebar, unfolding its section first when it is folded. */
export async function openFromNav(page: Page, section: string, link: string) {
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const toggle = nav.getByRole('button', { name: section });
  const target = nav.getByRole('link', { name: link });
  await expect(target.or(toggle).first()).toBeVisible();
  if (!(await target.isVisible())) await toggle.click();
  await target.click();
}
