import { useLayoutEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { RequestResetCard } from '#web/features/auth/components/request-reset-card.tsx';
import { ResetPasswordForm } from '#web/features/auth/components/reset-password-form.tsx';

export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const [token] = useState(() => params.get('token')?.trim() ?? '');
  const [email] = useState(() => params.get('email')?.trim() ?? '');
  // The link's token leaves the address bar and the history before anything records the page's URL (page views).
  useLayoutEffect(() => {
    if (window.location.search)
      window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  return (
    <section className="container-page max-w-lg pb-28 pt-8 sm:pt-12 md:pb-20">
      <PageMeta title="Reset your password" path="/reset-password" />
      <meta name="robots" content="noindex" />
      {token ? <ResetPasswordForm token={token} /> : <RequestResetCard email={email} />}
    </section>
  );
}
