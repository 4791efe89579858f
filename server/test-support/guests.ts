/**
 * The guests the API tests check out as: everything a valid guest checkout needs but the items. Tests spread one
 * and override what they are about (the e-mail, the delivery time, a coupon).
 */

/** A Manhattan delivery (ZIP 10011: the $10 borough fee). */
export const MANHATTAN_GUEST = {
  fullName: 'Avery Quinn',
  email: 'avery.quinn@example.test',
  phone: '(212) 555-0142',
  birthDate: '1990-04-12',
  street: '75 Ninth Avenue',
  apartment: '4B',
  zip: '10011',
  residential: true,
  deliveryTime: 'asap',
  paymentMethod: 'cash',
  ageAttested: true,
};

/** A Brooklyn delivery (ZIP 11201). */
export const BROOKLYN_GUEST = {
  fullName: 'Dana Whitfield',
  email: 'dana.whitfield@example.test',
  phone: '7185550111',
  birthDate: '1988-02-14',
  street: '12 Court Street',
  apartment: '4B',
  zip: '11201',
  residential: true,
  deliveryTime: 'asap',
  paymentMethod: 'cash',
  ageAttested: true,
};
