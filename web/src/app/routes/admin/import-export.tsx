import { PageHeader } from '#web/components/page-header.tsx';
import { ExportCards } from '#web/features/admin/import-export/components/export-cards.tsx';
import { ImportPanel } from '#web/features/admin/import-export/components/import-panel.tsx';
import { useCan } from '#web/lib/use-can.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

/** Catalog → Import and export: the product CSV import (catalog:write) and the CSV exports (catalog:read). */
export function AdminImportExportRoute() {
  const canImport = useCan('catalog:write');
  return (
    <div className="space-y-6">
      <DocumentTitle>Import and export</DocumentTitle>
      <PageHeader
        title="Import and export"
        description="Bring products in from a spreadsheet, all or nothing, and take the catalog, the shelves and the orders out as CSV."
      />
      {canImport && <ImportPanel />}
      <section className="space-y-3" aria-labelledby="export-heading">
        <h2 id="export-heading" className="text-base font-semibold">
          Export
        </h2>
        <ExportCards />
      </section>
    </div>
  );
}
