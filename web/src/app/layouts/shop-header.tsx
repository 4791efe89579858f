import { Logo } from '#web/components/layout/logo.tsx';
import { ThemeToggle } from '#web/components/layout/theme-toggle.tsx';
import { AccountMenu } from '#web/features/auth/components/account-menu.tsx';
import { CartButton } from '#web/features/cart/components/cart-button.tsx';
import { SearchButton } from '#web/features/search/components/search-button.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { useNavLinks } from './use-nav-links.ts';
import { NavLinkItem } from './nav-link-item.tsx';

export function ShopHeader() {
  const links = useNavLinks();
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md">
      <div className="container-page flex h-16 items-center gap-2 sm:gap-3 lg:h-20">
        <MobileMenu />
        <Logo />
        <nav aria-label="Main" className="ml-8 hidden items-center gap-7 lg:flex">
          {links.map((link) => (
            <NavLinkItem
              key={link.to}
              link={link}
              className="text-[13px] font-medium tracking-[0.08em] text-foreground/80 hover:text-accent"
            />
          ))}
        </nav>
        <div className="ml-auto flex shrink-0 items-center sm:gap-1">
          <SearchButton />
          <ThemeToggle />
          <AccountMenu />
          <CartButton />
        </div>
      </div>
    </header>
  );
}
