import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Home, LayoutGrid, ShoppingBag, User } from 'lucide-react';
import { badgeLabel } from '#domain/cart.ts';
import { useCartCount } from '#web/features/cart/hooks/use-cart-count.ts';
import { authDialog } from '#web/lib/auth-dialog.ts';
import { cn } from '#web/lib/cn.ts';
import { scrollToSection } from '#web/lib/scroll-to-section.ts';
import { useSession } from '#web/lib/session.ts';

const HIDE_AFTER_PX = 100;
const item = 'flex flex-1 flex-col items-center justify-center gap-1 py-2 text-[11px] font-medium';

/** Phone navigation under 768px; hides while scrolling down past 100px, returns when scrolling up. */
export function BottomBar() {
  const navigate = useNavigate();
  const { user } = useSession();
  const count = useCartCount();
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);

  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > last.current && y > HIDE_AFTER_PX);
      last.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <nav
      aria-label="Quick"
      data-testid="bottom-bar"
      data-hidden={hidden}
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 flex border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur transition-transform duration-300 md:hidden',
        hidden && 'translate-y-full',
      )}
    >
      <Link to="/" className={item}>
        <Home className="h-5 w-5" aria-hidden />
        Home
      </Link>
      <Link
        to="/#products"
        className={item}
        onClick={(e) => {
          e.preventDefault();
          scrollToSection('products', navigate);
        }}
      >
        <LayoutGrid className="h-5 w-5" aria-hidden />
        Menu
      </Link>
      <Link to="/cart" className={item} aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
        <span className="relative">
          <ShoppingBag className="h-5 w-5" aria-hidden />
          {count > 0 && (
            // The count is drawn from an attribute, not text: the name (which has it) holds all the visible text.
            <span
              aria-hidden
              data-count={badgeLabel(count)}
              className="absolute -right-2.5 -top-2 min-w-5 rounded-full bg-accent px-1 text-center text-[10px] leading-5 font-semibold text-accent-foreground after:content-[attr(data-count)]"
            />
          )}
        </span>
        Cart
      </Link>
      <button
        type="button"
        className={item}
        onClick={() => (user ? navigate('/my-orders') : authDialog.open('signin'))}
      >
        <User className="h-5 w-5" aria-hidden />
        Account
      </button>
    </nav>
  );
}
