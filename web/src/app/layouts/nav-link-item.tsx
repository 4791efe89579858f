import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { scrollToSection } from '#web/lib/scroll-to-section.ts';
import { GIVEAWAY_LINK_LABEL, type NavLink } from './nav-links.ts';

export function NavLinkItem({
  link,
  className,
  onNavigate,
}: {
  link: NavLink;
  className: string;
  onNavigate?: () => void;
}) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent) => {
    onNavigate?.();
    if (!link.section) return;
    event.preventDefault();
    scrollToSection(link.section, navigate);
  };
  return (
    <Link to={link.to} onClick={onClick} className={className}>
      {link.label === GIVEAWAY_LINK_LABEL && (
        <span aria-hidden className="mr-1.5 inline-block h-2 w-2 animate-pulse rounded-full bg-danger" />
      )}
      {link.label}
    </Link>
  );
}
