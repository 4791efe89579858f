import { Link } from 'react-router';
import { COMPLIANCE } from '#domain/compliance/rules.ts';
import { Logo } from './logo.tsx';

const COLUMNS = [
  {
    title: 'Shop',
    links: [
      ['All products', '/#products'],
      ['Partner shops', '/partner-shops'],
      ['Journal', '/blog'],
    ],
  },
  {
    title: 'Help',
    links: [
      ['Support', '/support'],
      ['Track order', '/track-order'],
      ['FAQ', '/faq'],
      ['How it works', '/#how-it-works'],
    ],
  },
  {
    title: 'Company',
    links: [
      ['About', '/about'],
      ['Become a courier', '/become-courier'],
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
    ],
  },
] as const;

export function SiteFooter() {
  return (
    <footer className="mt-24 border-t border-border bg-surface pb-24 md:pb-0 [.chat-bubble_&]:pb-40 md:[.chat-bubble_&]:pb-24">
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="space-y-4">
          <Logo />
          <p className="max-w-xs text-sm text-muted">
            Licensed, lab-tested cannabis from New York partner dispensaries, delivered the same day in
            Manhattan, Brooklyn and Queens.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-xs font-semibold uppercase tracking-[0.2em] text-muted">{column.title}</h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              {column.links.map(([label, to]) => (
                <li key={to}>
                  <Link to={to} className="hover:text-accent">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <div className="container-page space-y-2 py-6 text-xs text-muted">
          <p>
            For adults 21 and older. {COMPLIANCE.idNotice}. Keep out of reach of children and pets. Do not
            drive or operate machinery after use. Cannabis can impair concentration and coordination.
          </p>
          {/* A page prerendered in December may be hydrated in January. */}
          <p suppressHydrationWarning>
            © {new Date().getFullYear()} New York Minute NYC. Deliveries in Manhattan, Brooklyn and Queens
            only.
          </p>
        </div>
      </div>
    </footer>
  );
}
