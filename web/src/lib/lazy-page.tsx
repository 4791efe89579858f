import { isValidElement, use, type ComponentType, type ReactElement, type ReactNode } from 'react';

type Module = Record<string, ComponentType>;

const preloaders = new WeakMap<object, () => Promise<unknown>>();
/** Forgets each failed chunk load, so the next attempt loads it again. */
const failures = new Set<() => void>();

/**
 * Route-level code splitting: each page is its own chunk, loaded on first visit. The page suspends until its chunk
 * has arrived (the router's navigation is a transition, so the previous page stays on screen meanwhile). A failed
 * load stays failed, so the route's error screen shows instead of a loop of retries, until that screen tries again
 * (`retryFailedPages`). The server preloads the pages it renders (`preloadPage`), so they render at once.
 */
export function page(load: () => Promise<Module>, name: string): ReactElement {
  let Loaded: ComponentType | undefined;
  let pending: Promise<unknown> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        Loaded = module[name];
        if (!Loaded) throw new Error(`The page module has no export named ${name}`);
      },
      (error: unknown) => {
        failures.add(() => (pending = undefined));
        throw error;
      },
    ));
  function LazyPage() {
    if (!Loaded) use(preload());
    return Loaded ? <Loaded /> : null;
  }
  LazyPage.displayName = `Page(${name})`;
  preloaders.set(LazyPage, preload);
  return <LazyPage />;
}

/** Loads the page an element of `page()` stands for; nothing for any other element. */
export function preloadPage(element: ReactNode): Promise<unknown> {
  const preload = isValidElement(element) ? preloaders.get(element.type as object) : undefined;
  return preload ? preload() : Promise.resolve();
}

/** Lets every page whose chunk failed to load try again (an error screen's "Try again", the next page). */
export function retryFailedPages() {
  for (const forget of failures) forget();
  failures.clear();
}
