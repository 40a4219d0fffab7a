/** The pages after the test, in one chunk: the report form, then the free result it leads to. */
export { default as ReportFormPage } from '../features/reportForm/routes/ReportFormPage';
export { default as FreeResultPage } from '../features/result/routes/FreeResultPage';
