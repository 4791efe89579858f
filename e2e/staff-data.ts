import type { APIRequestContext } from '@playwright/test';
import { STORE, setPasswordLink } from './dev-tools.ts';
import { expect } from './fixtures.ts';

const PASSWORD = 'Harbor-bike-73';
export const NEW_COURIER_PIN = '1357';

async function post(request: APIRequestContext, path: string, data: unknown = {}) {
  const res = await request.post(path, { data, headers: { origin: STORE } });
  expect(res.ok(), `POST ${path}: ${await res.text()}`).toBe(true);
  return res;
}

let couriers = 0;
/**
 * A courier of the test's own (its PIN, shift and deliveries touch no other journey): applies through the public
 * form, `admin` (signed in as an admin) approves, and the password is set from the e-mail. `request` stays anonymous.
 */
export async function newCourier(
  request: APIRequestContext,
  admin: APIRequestContext,
  fullName = 'Sam Okafor',
) {
  couriers += 1;
  const stamp = `${Date.now()}${process.pid}${couriers}`;
  const email = `staff.rider.${stamp}@example.test`;
  await post(request, '/api/courier-applications', {
    fullName,
    email,
    phone: `347${stamp.slice(-7)}`,
    borough: 'Queens',
    vehicleType: 'bike',
    birthDate: '1991-03-14',
    experience: 'Three years of bike deliveries in Queens',
  });
  const list = await admin.get('/api/admin/courier-applications?status=pending&limit=100');
  expect(list.ok(), await list.text()).toBe(true);
  const { applications } = (await list.json()) as { applications: { id: string; email: string }[] };
  const application = applications.find((a) => a.email === email);
  if (!application) throw new Error(`the application of ${email} is not pending`);
  await post(admin, `/api/admin/courier-applications/${application.id}/approve`);
  const token = new URL(await setPasswordLink(request, email), STORE).searchParams.get('token');
  await post(request, '/api/session/set-password', { token, password: PASSWORD, confirmPassword: PASSWORD });
  return { email, password: PASSWORD, fullName };
}

/** Signs `request` in as the courier, sets their PIN (which unlocks the session) and reports an incident. */
export async function reportIncident(
  request: APIRequestContext,
  courier: { email: string; password: string },
) {
  await post(request, '/api/session/sign-in', { email: courier.email, password: courier.password });
  await post(request, '/api/courier/pin', { pin: NEW_COURIER_PIN });
  await post(request, '/api/courier/incidents', { category: 'unsafe_location' });
}
