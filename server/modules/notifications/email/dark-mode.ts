import { COLORS } from './brand.ts';

const { dark } = COLORS;

/**
 * Inline styles carry the light look; mail apps that honour prefers-color-scheme switch to the web app's dark palette
 * here (the header is dark in both). Apps that invert colours on their own get explicit pairs on every block.
 */
export const DARK_MODE_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .nym-page { background-color: ${dark.background} !important; }
  .nym-card { background-color: ${dark.surface} !important; border-color: ${dark.border} !important; }
  .nym-text, .nym-heading { color: ${dark.foreground} !important; }
  .nym-muted { color: ${dark.muted} !important; }
  .nym-link { color: ${dark.accent} !important; }
  .nym-button { background-color: ${dark.accent} !important; color: ${dark.onAccent} !important; }
  .nym-quote { border-color: ${dark.accent} !important; }
  .nym-rule { border-color: ${dark.border} !important; }
}
`;
