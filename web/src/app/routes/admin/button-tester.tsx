import { Button } from '#web/components/ui/button.tsx';
import { ButtonSamples } from '#web/features/admin/components/button-tester/button-samples.tsx';
import { FormSamples } from '#web/features/admin/components/button-tester/form-samples.tsx';
import { OverlaySamples } from '#web/features/admin/components/button-tester/overlay-samples.tsx';
import { TableSamples } from '#web/features/admin/components/button-tester/table-samples.tsx';
import { useTheme } from '#web/lib/theme.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';

/** Every UI primitive in every state, to check them in light and dark. */
export function AdminButtonTesterRoute() {
  const { theme, toggle } = useTheme();
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageTitle title="Button tester">Every UI primitive in every state.</PageTitle>
        <Button variant="outline" onClick={toggle}>
          Show {theme === 'dark' ? 'light' : 'dark'} theme
        </Button>
      </div>
      <div className="space-y-6">
        <ButtonSamples />
        <FormSamples />
        <OverlaySamples />
        <TableSamples />
      </div>
    </>
  );
}
