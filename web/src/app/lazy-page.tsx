import type { ComponentType } from 'react';

type Module = Record<string, ComponentType>;

/** Route-level code splitting: each page is its own chunk, loaded on first visit. */
export const page = (load: () => Promise<Module>, name: string) => async () => ({
  Component: (await load())[name],
});
