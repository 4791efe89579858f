import { useSearchParams } from 'react-router';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { EmailConfirmation } from '#web/features/auth/components/email-confirmation.tsx';

export function ConfirmEmailRoute() {
  const [params] = useSearchParams();
  return (
    <section className="container-page max-w-3xl pb-28 pt-8 sm:pt-12 md:pb-20">
      <PageMeta title="Confirm your e-mail" path="/confirm-email" />
      <EmailConfirmation token={params.get('token')?.trim() ?? ''} />
    </section>
  );
}
