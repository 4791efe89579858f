const KEYS = [
  { label: 'Shop', mark: 'rounded-md bg-gold' },
  { label: 'Courier', mark: 'rounded-full bg-forest border-2 border-cream' },
  { label: 'Order waiting for a courier', mark: 'rounded-sm border-[3px] border-danger bg-cream' },
  { label: 'Order with a courier', mark: 'rounded-sm border-[3px] border-forest bg-cream' },
] as const;

/** What the map's marks stand for, and why no streets show when the store has no tile URL. */
export function MapLegend({ noTiles }: { noTiles: boolean }) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-xs text-muted">
      <ul className="flex flex-wrap gap-x-4 gap-y-1.5" aria-label="Map legend">
        {KEYS.map((k) => (
          <li key={k.label} className="flex items-center gap-1.5">
            <span aria-hidden className={`inline-block h-3.5 w-3.5 shadow-sm ${k.mark}`} />
            {k.label}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block w-5 border-t-2 border-dashed border-accent" />
          Courier to drop-off (in transit)
        </li>
      </ul>
      {noTiles && <p>Map tiles are not configured for this store, so streets are not drawn.</p>}
    </div>
  );
}
