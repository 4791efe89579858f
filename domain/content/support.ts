/** How customers reach a person, as the /support page lists it (its test checks the page says the same). */
export const SUPPORT_EMAIL = 'support@nymnyc.test';
export const SUPPORT_PHONE = '(212) 555-0163';
