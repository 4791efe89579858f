/** A New York delivery address as two lines: the street (and apartment), then the borough and ZIP. */
export function AddressLines({
  address,
  streetClassName,
}: {
  address: { street: string; apartment?: string | null; borough: string; zip: string };
  /** The street line's classes; the borough line is muted. */
  streetClassName: string;
}) {
  return (
    <>
      <span className={streetClassName}>
        {address.street}
        {address.apartment ? `, ${address.apartment}` : ''}
      </span>
      <span className="block text-muted">
        {address.borough}, NY {address.zip}
      </span>
    </>
  );
}
