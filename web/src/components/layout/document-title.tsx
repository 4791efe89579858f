import { createContext, use } from 'react';

/** The name of the app a page belongs to ("NY Minute Admin"), set once by the app's layout. */
export const AppNameContext = createContext<string | null>(null);

/** The tab's title: the page's own, then the app's name from the layout ("Orders | NY Minute Admin"). */
export function DocumentTitle({ children: title }: { children: string }) {
  const app = use(AppNameContext);
  return <title>{app ? `${title} | ${app}` : title}</title>;
}
