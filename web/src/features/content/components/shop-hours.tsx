import { cn } from '#web/lib/cn.ts';
import type { DayHours } from '#domain/catalog/shops-response.ts';
import { hoursRows } from '../utils/opening-hours.ts';

export function ShopHours({ openingHours }: { openingHours: Record<string, DayHours | null> }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Opening hours</caption>
      <tbody>
        {hoursRows(openingHours).map((row) => (
          <tr key={row.day} className={cn(row.today ? 'font-medium text-foreground' : 'text-muted')}>
            <th scope="row" className="py-1 text-left font-normal">
              {row.day}
              {row.today && (
                <span className="ml-2 text-[10px] uppercase tracking-[0.16em] text-accent">Today</span>
              )}
            </th>
            <td className="py-1 text-right tabular-nums">{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
