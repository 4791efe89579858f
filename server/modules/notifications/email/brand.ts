import { COMPLIANCE } from '#domain/compliance/rules.ts';

export const STORE_NAME = 'New York Minute NYC';

/** The web app's palette (web/src/styles/app.css), light and dark. */
export const COLORS = {
  forest: '#14281f',
  cream: '#f6f1e7',
  gold: '#c8a15a',
  surface: '#fffdf8',
  foreground: '#15201b',
  muted: '#5d6b63',
  border: '#ddd2bf',
  /** Gold dark enough for text on cream (4.5:1). */
  accent: '#805d1c',
  dark: {
    background: '#0d1612',
    surface: '#14201a',
    foreground: '#ede6d8',
    muted: '#a3b0a8',
    border: '#2a3a31',
    accent: '#d8b46a',
    onAccent: '#10190f',
  },
} as const;

export const FONTS = {
  body: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  display: "Georgia, 'Times New Roman', serif",
} as const;

/** NY Cannabis Law §127: every message reminds that deliveries are for adults 21+ with a valid ID. */
export const LEGAL_LINE = `For adults 21 and older. ${COMPLIANCE.idNotice}.`;

/** A page of the store as an absolute link, whether or not the configured origin ends in a slash. */
export const storeUrl = (publicUrl: string, path = '/') => `${publicUrl.replace(/\/+$/, '')}${path}`;
