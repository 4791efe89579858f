import { ListSearch } from '#web/components/data-table/list-search.tsx';

/**
 * The list's search (order number, tracking code, name, e-mail or phone), written to the URL once typing pauses.
 * `/` focuses it on this page, ahead of the admin-wide search it otherwise opens.
 */
export function OrderSearch({ value, onValue }: { value: string; onValue: (v: string) => void }) {
  return (
    <ListSearch
      id="orders-search"
      value={value}
      onValue={onValue}
      what="orders"
      placeholder="Number, tracking code, name, e-mail, phone"
      title="Search by order number, tracking code, name, e-mail or phone"
    />
  );
}
