import { useSearchParams } from 'react-router';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { ResetPasswordForm } from '#web/features/auth/components/reset-password-form.tsx';

export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <section className="container-page max-w-lg pb-28 pt-8 sm:pt-12 md:pb-20">
      <PageMeta title="Reset your password" path="/reset-password" />
      <ResetPasswordForm token={params.get('token')?.trim() ?? ''} />
    </section>
  );
}
