import { DataGrid, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import { deDE, enUS, esES, frFR, jaJP, koKR, ptPT, zhCN, zhHK } from '@mui/x-data-grid/locales';
import type { Locale } from '@innerscope/shared/locales';
import { useLocale } from '../../../i18n/LocaleContext';

/** The grid's own words (column menu, pagination, "no rows") in each of the app's locales. */
const GRID_TEXTS = {
  'en-US': enUS,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  'ja-JP': jaJP,
  'ko-KR': koKR,
  'fr-FR': frFR,
  'es-ES': esES,
  'de-DE': deDE,
  'pt-PT': ptPT,
} satisfies Record<Locale, unknown>;

const PAGE_SIZE = 25;

/**
 * A studio table: MUI X DataGrid (the free edition), sortable and paged by 25, as tall as its rows, with every row
 * rendered (the studio's tables are small, and a screen reader reads them whole). Only the studio's chunk imports it.
 */
export function StudioGrid<R extends GridValidRowModel>({
  label,
  rows,
  columns,
  getRowId,
  noRowsLabel,
}: {
  label: string;
  rows: readonly R[];
  columns: GridColDef<R>[];
  getRowId: (row: R) => string;
  noRowsLabel: string;
}) {
  const { locale } = useLocale();
  return (
    <DataGrid
      label={label}
      rows={rows}
      columns={columns}
      getRowId={getRowId}
      localeText={{ ...GRID_TEXTS[locale].components.MuiDataGrid.defaultProps.localeText, noRowsLabel }}
      autoHeight
      density="compact"
      disableVirtualization
      disableRowSelectionOnClick
      disableColumnMenu
      hideFooter={rows.length <= PAGE_SIZE}
      initialState={{ pagination: { paginationModel: { pageSize: PAGE_SIZE } } }}
      pageSizeOptions={[PAGE_SIZE]}
      getRowHeight={() => 'auto'}
      sx={{ mt: 1, mb: 3, '& .MuiDataGrid-cell': { py: 0.75, overflowWrap: 'anywhere', whiteSpace: 'normal' } }}
    />
  );
}
