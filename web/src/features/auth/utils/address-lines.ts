interface AddressParts {
  street: string;
  apartment: string | null;
  zip: string;
  borough: string;
}

/** '214 Dean Street, Apt 3' (the apartment only when there is one). */
export const streetLine = (a: AddressParts) => (a.apartment ? `${a.street}, ${a.apartment}` : a.street);

/** 'Brooklyn, NY 11217'. */
export const cityLine = (a: AddressParts) => `${a.borough}, NY ${a.zip}`;
