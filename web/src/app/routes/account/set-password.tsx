import { useSearchParams } from 'react-router';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { SetPasswordForm } from '#web/features/auth/components/set-password-form.tsx';

export function SetPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <section className="container-page max-w-lg pb-28 pt-8 sm:pt-12 md:pb-20">
      <PageMeta title="Set your password" path="/set-password" />
      <SetPasswordForm
        token={params.get('token')?.trim() ?? ''}
        for={params.get('for') === 'shop' ? 'shop' : 'courier'}
      />
    </section>
  );
}
