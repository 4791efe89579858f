import type { NavigateFunction } from 'react-router';
import { keepInView } from './keep-in-view.ts';

/**
 * Scrolls to a home section and holds it in place while the sections above it load. From another page it goes to
 * `/#id`, where the home page does the same for its anchor.
 */
export function scrollToSection(id: string, navigate: NavigateFunction) {
  const target = document.getElementById(id);
  if (target) keepInView(target, { smooth: true });
  else navigate(`/#${id}`);
}
