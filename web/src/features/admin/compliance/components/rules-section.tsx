import type { ComplianceReport } from '#domain/admin/compliance.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { FiguresTable, SectionCard } from './section-card.tsx';

/** The NY rule values the store applies now, from the law and from the settings, with their references. */
export function RulesSection({ rules }: { rules: ComplianceReport['rules'] }) {
  return (
    <SectionCard
      title="Rules in force"
      description="Values marked Setting are changed on the Settings page, within the law's bounds."
    >
      <FiguresTable
        caption="Rules in force"
        head={['Rule', 'Value', 'Reference', 'From']}
        className="max-h-none"
      >
        {rules.map((r) => (
          <tr key={r.key}>
            <th scope="row" className="text-left font-normal">
              {r.label}
            </th>
            <td className="font-medium">{r.value}</td>
            <td className="whitespace-nowrap text-muted">{r.reference}</td>
            <td>
              <Badge tone={r.source === 'law' ? 'info' : 'accent'}>
                {r.source === 'law' ? 'Law' : 'Setting'}
              </Badge>
            </td>
          </tr>
        ))}
      </FiguresTable>
    </SectionCard>
  );
}
