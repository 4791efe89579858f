import type { NavigateFunction } from 'react-router';

/** Smooth-scrolls to a home section; from another page, goes home first and scrolls after 100 ms. */
export function scrollToSection(id: string, navigate: NavigateFunction) {
  const target = document.getElementById(id);
  if (target) {
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    return;
  }
  navigate('/');
  setTimeout(() => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 100);
}
