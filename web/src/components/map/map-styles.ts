/** Leaflet's controls in the site's colours (the tracking map and the admin dispatch map). */
export const MAP_CONTROLS =
  '[&_.leaflet-bar]:border-border! [&_.leaflet-bar]:shadow-sm! [&_.leaflet-bar_a]:border-border! [&_.leaflet-bar_a]:bg-surface! ' +
  '[&_.leaflet-bar_a]:text-foreground! [&_.leaflet-control-attribution]:bg-surface/80! [&_.leaflet-control-attribution]:text-muted! ' +
  '[&_.leaflet-control-attribution_a]:text-accent!';

/** The plain squared background the map sits on when no tiles are drawn. */
export const MAP_GRID =
  'bg-surface-2 [background-image:linear-gradient(var(--border)_1px,transparent_1px),linear-gradient(90deg,var(--border)_1px,transparent_1px)] [background-size:32px_32px]';

/** Light tiles turned dark in the dark theme. */
export const MAP_DARK_TILES =
  'dark:[&_.leaflet-tile-pane]:[filter:invert(1)_hue-rotate(180deg)_brightness(0.85)_contrast(0.9)]';
