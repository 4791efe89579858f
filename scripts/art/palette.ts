import type { StrainType } from '#server/seed/catalog-data.ts';

export interface Tone {
  light: string;
  mid: string;
  dark: string;
}

export const FOREST = '#1f3a2e';
export const CREAM = '#f4efe6';
export const GOLD = '#c8a15a';
export const AMBER: Tone = { light: '#e8cf97', mid: GOLD, dark: '#8d6b2f' };

export const STRAIN_TONES: Record<StrainType, Tone> = {
  indica: { light: '#b48aa6', mid: '#7b4a6b', dark: '#4a2940' },
  sativa: { light: '#f2b66e', mid: '#dd8738', dark: '#9c5420' },
  hybrid: AMBER,
  cbd: { light: '#c2d4ba', mid: '#8fa98a', dark: '#56704f' },
};
