// 导出Excel / 导出CSV of a whole filtered list (a statement, an order list, a master-data list),
// through the one export engine, and the line that shows how far an export has come.
import { useBackendFeatures } from '../../app/backendFeatures.ts';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { ProgressLine } from '../../components/ProgressLine.tsx';
import { formatBytes, useExportDownload } from './useExportDownload.ts';
import { formatDecimal } from '../../components/form/decimal.ts';

export type TableExportFormat = 'XLSX' | 'CSV';

const EXTENSIONS: Record<TableExportFormat, string> = { XLSX: 'xlsx', CSV: 'csv' };

export interface TableExportOptions {
  /** The file's base name when the server gives none. */
  name: string;
  /** Rows in the filtered set (the list's total), to show against what has come. */
  total: number;
  /** A signed link to the whole filtered set in the format; nothing when there is no data. */
  link: (format: TableExportFormat) => Promise<string | null | undefined>;
  /** The buttons' words before the format; default 导出 (导出Excel, 导出CSV). */
  label?: string;
  /** The buttons' size, for a toolbar of small buttons; default the theme's. */
  size?: 'xs' | 'sm';
}

// Grouped as zh-CN writes counts, without Intl: its first use loads the locale's data (decimal.ts).
const count = (n: number) => formatDecimal(n, 0);

/** The export buttons (for the page's title bar) and the progress line (for its toolbar). */
export function useTableExport({ name, total, link, label = '导出', size }: TableExportOptions): {
  buttons: ReactNode;
  status: ReactNode;
} {
  const exporter = useExportDownload();
  // List exports are this project's addition (legacy mode: no export buttons).
  const noExports = useBackendFeatures().unavailable('listExports');
  const [format, setFormat] = useState<TableExportFormat>('XLSX');
  const progress = exporter.progress;
  const busy = progress !== null && !progress.done;

  const start = (chosen: TableExportFormat) => {
    setFormat(chosen);
    void exporter.run(
      () => link(chosen),
      `${name}.${EXTENSIONS[chosen]}`,
      // A CSV line is a row: its progress is counted against the total.
      chosen === 'CSV',
    );
  };

  const buttons = (
    <>
      <Button
        variant="outline"
        size={size}
        loading={busy && format === 'XLSX'}
        disabled={busy}
        onClick={() => start('XLSX')}
      >
        {label}Excel
      </Button>
      <Button
        variant="outline"
        size={size}
        loading={busy && format === 'CSV'}
        disabled={busy}
        onClick={() => start('CSV')}
      >
        {label}CSV
      </Button>
    </>
  );

  let status: ReactNode = null;
  if (progress) {
    const rows = progress.rows;
    const share =
      progress.done || total === 0
        ? 100
        : rows === null
          ? null
          : Math.min(100, Math.round((rows / total) * 100));
    const text = progress.done
      ? `已导出 ${count(rows ?? total)} 条（${formatBytes(progress.received)}）`
      : rows === null
        ? `正在导出 ${count(total)} 条… 已下载 ${formatBytes(progress.received)}`
        : `正在导出 ${count(rows)} / ${count(total)} 条…`;
    status = <ProgressLine label="导出进度" share={share} text={text} />;
  }
  return { buttons: noExports ? null : buttons, status };
}
