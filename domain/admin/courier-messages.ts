/** What the couriers and applications screens say when they refuse. */
export const ADMIN_COURIER_MESSAGES = {
  courierNotFound: 'Courier not found',
  applicationNotFound: 'Application not found',
  alreadyDecided: 'This application has already been decided',
  under21: 'This applicant is under 21 today and cannot be approved',
  alreadyCourier: 'This account is already a courier',
  accountBlocked: 'The account with this e-mail is blocked; unblock it before approving',
  carrying: 'This courier is carrying orders; reassign or finish them first',
  overLoad: 'This courier carries more than the new vehicle allows; reassign some orders first',
  alreadyDeactivated: 'This courier is already deactivated',
  notDeactivated: 'This courier is active',
  sameVehicle: 'This courier already has this vehicle',
  deactivated: 'Your courier account is deactivated. Contact support if you believe this is an error.',
} as const;
