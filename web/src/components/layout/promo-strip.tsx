const ITEMS = ['Licensed & Lab Tested', 'Same-Day Delivery', 'Free Shipping $100+'];

export function PromoStrip() {
  return (
    <div className="bg-forest text-cream">
      <p className="container-page flex h-9 items-center justify-center gap-3 text-[11px] font-medium uppercase tracking-[0.18em] sm:text-xs">
        {ITEMS.map((item, i) => (
          <span key={item} className="flex items-center gap-3">
            {i > 0 && (
              <span aria-hidden className="text-gold">
                |
              </span>
            )}
            <span className={i === 1 ? 'hidden sm:inline' : undefined}>{item}</span>
          </span>
        ))}
      </p>
    </div>
  );
}
