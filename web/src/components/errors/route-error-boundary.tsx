import { Component, createContext, use, type ReactNode } from 'react';
import { Outlet, useLocation, useOutletContext } from 'react-router';
import { retryFailedPages } from '#web/lib/lazy-page.tsx';

interface CaughtError {
  error: unknown;
  /** Renders the route again (a page's "Try again"). */
  reset: () => void;
}

const CaughtErrorContext = createContext<CaughtError | null>(null);

/** The error the nearest route error boundary caught, for its error screen. */
export function useRouteError(): CaughtError {
  const caught = use(CaughtErrorContext);
  if (!caught) throw new Error('useRouteError must be used in the error screen of a RouteErrorBoundary');
  return caught;
}

interface BoundaryProps {
  screen: ReactNode;
  /** A new value (the next page) clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = () => {
    retryFailedPages();
    this.setState({ failed: false, error: undefined });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <CaughtErrorContext value={{ error: this.state.error, reset: this.reset }}>
        {this.props.screen}
      </CaughtErrorContext>
    );
  }
}

/**
 * A route's error screen: what its page (or a page below it) throws while rendering, a chunk that failed to load
 * included, shows `screen` in its place; going to another page clears it.
 */
export function RouteErrorBoundary({ screen, children }: { screen: ReactNode; children?: ReactNode }) {
  const { pathname } = useLocation();
  // A boundary between a guard and its pages hands the guard's context (the signed-in staff member) through.
  const context = useOutletContext();
  return (
    <Boundary screen={screen} resetKey={pathname}>
      {children ?? <Outlet context={context} />}
    </Boundary>
  );
}
